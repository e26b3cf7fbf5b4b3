import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { REPO_ROOT } from '../../config.ts';
import type { Db } from './client.ts';

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/drizzle');

/** Run the committed migrations forward (drizzle keeps its journal in schema "drizzle"). */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
