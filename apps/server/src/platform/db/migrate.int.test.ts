import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type ScratchDatabase, scratchDatabase } from '../../../test/db.ts';
import { createDb } from './client.ts';
import { MIGRATIONS_DIR, runMigrations } from './migrate.ts';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};

let scratch: ScratchDatabase | undefined;
afterEach(async () => {
  await scratch?.drop();
  scratch = undefined;
});

const appliedAt = async (s: ScratchDatabase) =>
  (
    await s
      .pool(1)
      .query<{ created_at: string }>(
        'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at',
      )
  ).rows.map((r) => Number(r.created_at));

describe('migrations at start', () => {
  it('runs once when two instances start together on an empty database', async () => {
    scratch = await scratchDatabase(inject('adminUrl'));
    const s = scratch;
    const results = await Promise.allSettled([
      runMigrations(createDb(s.pool())),
      runMigrations(createDb(s.pool())),
    ]);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
    // Each journal entry applied exactly once, in journal order.
    expect(await appliedAt(s)).toEqual(journal.entries.map((e) => e.when));
  });

  it('refuses to start when a migration older than the last applied one was never applied', async () => {
    scratch = await scratchDatabase(inject('adminUrl'), inject('templateDb'));
    const s = scratch;
    const db = createDb(s.pool());
    await runMigrations(db); // up to date: nothing to do, nothing refused
    // A branch merged after a newer migration ran: its migration sits before the last applied one.
    const older = journal.entries.at(-2)!;
    await s.pool(1).query('DELETE FROM drizzle.__drizzle_migrations WHERE created_at = $1', [older.when]);

    await expect(runMigrations(db)).rejects.toThrow(
      new RegExp(
        `Migration ${older.tag} is older than the last applied migration \\(${journal.entries.at(-1)!.tag}\\)`,
      ),
    );
    expect(await appliedAt(s)).not.toContain(older.when);
  });
});
