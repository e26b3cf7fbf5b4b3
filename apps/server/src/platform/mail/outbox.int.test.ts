import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { deliverOutbox, enqueueMail, type OutgoingMail } from './outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('mail outbox', () => {
  it('sends each queued mail once, records failures and retries them later', async () => {
    // The demo world's own invitations are in the outbox too: mark them sent, count only ours.
    await t.db.execute(sql`UPDATE mail_outbox SET sent_at = now()`);
    const now = new Date('2026-03-02T03:00:00Z');
    await enqueueMail(t.db, { kind: 'test', to: 'a@vidu.vn', subject: 'A', body: 'a' }, now);
    await enqueueMail(t.db, { kind: 'test', to: 'b@vidu.vn', subject: 'B', body: 'b' }, now);
    const got: OutgoingMail[] = [];
    let failB = true;
    const sender = {
      async send(mail: OutgoingMail) {
        if (mail.to === 'b@vidu.vn' && failB) throw new Error('smtp down');
        got.push(mail);
      },
    };
    expect(await deliverOutbox({ db: t.db, sender, now })).toBe(1);
    const failed = await t.db.execute<{ attempts: number; last_error: string }>(
      sql`SELECT attempts, last_error FROM mail_outbox WHERE to_address = 'b@vidu.vn'`,
    );
    expect(failed.rows[0]).toMatchObject({ attempts: 1, last_error: 'Error: smtp down' });
    failB = false;
    expect(await deliverOutbox({ db: t.db, sender, now })).toBe(1);
    expect(await deliverOutbox({ db: t.db, sender, now })).toBe(0);
    expect(got.map((m) => m.to)).toEqual(['a@vidu.vn', 'b@vidu.vn']);
  });

  it('is written in the caller’s transaction: a rolled-back change sends nothing', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueMail(tx, { kind: 'test', to: 'rollback@vidu.vn', subject: 'X', body: 'x' }, new Date());
        throw new Error('undo');
      })
      .catch(() => {});
    const rows = await t.db.execute(sql`SELECT id FROM mail_outbox WHERE to_address = 'rollback@vidu.vn'`);
    expect(rows.rows).toHaveLength(0);
  });
});
