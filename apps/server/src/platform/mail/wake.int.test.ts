import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { enqueueMail } from './outbox.ts';
import { wakeOnMail } from './wake.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('mail wake-up', () => {
  it('runs delivery when a transaction that queued a mail commits, not when it rolls back', async () => {
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    let runs = 0;
    let woke: () => void = () => {};
    const stop = await wakeOnMail({
      connectionString: (pool as unknown as { options: { connectionString: string } }).options
        .connectionString,
      deliver: async () => {
        runs += 1;
        woke();
      },
      onError: (err) => {
        throw err;
      },
    });
    try {
      await t.db
        .transaction(async (tx) => {
          await enqueueMail(tx, { kind: 'test', to: 'x@vidu.vn', subject: 'X', body: 'x' }, new Date());
          throw new Error('undo');
        })
        .catch(() => {});
      await new Promise((r) => setTimeout(r, 300));
      expect(runs).toBe(0);
      const committed = new Promise<void>((r) => {
        woke = r;
      });
      await t.db.transaction((tx) =>
        enqueueMail(tx, { kind: 'test', to: 'y@vidu.vn', subject: 'Y', body: 'y' }, new Date()),
      );
      await committed;
      expect(runs).toBe(1);
    } finally {
      await stop();
    }
  });
});
