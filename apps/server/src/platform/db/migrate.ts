import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { REPO_ROOT } from '../../config.ts';
import { withAdvisoryLock } from './advisory-lock.ts';
import type { Db } from './client.ts';

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/drizzle');

interface JournalEntry {
  tag: string;
  when: number;
}

/**
 * Run the committed migrations forward (drizzle keeps its journal in schema "drizzle").
 *
 * Under a PostgreSQL advisory lock on one dedicated connection, so instances starting together
 * migrate once. Drizzle applies only migrations newer than the last applied one and skips an
 * older one without a word (a branch merged after a newer migration ran): such a migration
 * fails the start instead.
 */
export async function runMigrations(db: Db, options: { migrationsFolder?: string } = {}): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_DIR;
  await withAdvisoryLock(db, 'arflow-migrations', async (client) => {
    await refuseSkippedMigrations(client, migrationsFolder);
    // The session that holds the lock runs the migrations: a pool could use another connection.
    await migrate(drizzle(client), { migrationsFolder });
  });
}

async function refuseSkippedMigrations(client: pg.PoolClient, migrationsFolder: string): Promise<void> {
  const found = await client.query<{ table: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS "table"`,
  );
  if (!found.rows[0]?.table) return;
  const applied = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at FROM drizzle.__drizzle_migrations',
  );
  if (applied.rows.length === 0) return;
  const appliedAt = new Set(applied.rows.map((r) => Number(r.created_at)));
  const appliedHashes = new Set(applied.rows.map((r) => r.hash));
  const last = Math.max(...appliedAt);
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const files = readMigrationFiles({ migrationsFolder });
  const skipped = journal.entries.filter(
    (entry, i) =>
      entry.when <= last && !appliedAt.has(entry.when) && !appliedHashes.has(files[i]?.hash ?? ''),
  );
  if (skipped.length === 0) return;
  const lastTag = journal.entries.find((e) => e.when === last)?.tag ?? `created_at ${last}`;
  throw new Error(
    `Migration ${skipped.map((e) => e.tag).join(', ')} is older than the last applied migration ` +
      `(${lastTag}) and was never applied; drizzle would skip it. Regenerate it so it comes last ` +
      '(delete its .sql, snapshot and journal entry, then `npm run db:generate`).',
  );
}
