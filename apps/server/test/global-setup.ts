import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDemoWorld } from '../src/modules/seed/seed-demo-world.ts';
import { assertCaseMapping } from '../src/platform/db/case-mapping.ts';
import { createDb, createPool } from '../src/platform/db/client.ts';
import { type EmbeddedPg, startEmbeddedPostgres } from '../src/platform/db/embedded.ts';
import { runMigrations } from '../src/platform/db/migrate.ts';
import { LocalFileStore } from '../src/platform/files/local-store.ts';
import { adminQuery, dropDatabase, uniqueName, withDatabase } from './db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser connection to the test PostgreSQL (database 'postgres'). */
    adminUrl: string;
    /** A migrated and seeded database that each test file clones. */
    templateDb: string;
    /** The template's file-store folder (the demo world's files). */
    templateFiles: string;
  }
}

const EMBEDDED_TEST_PORT = 5499;

/**
 * API tests run against real PostgreSQL: TEST_DATABASE_URL when set (CI: the machine's server),
 * else an embedded one on port 5499 with its data in a temporary folder. A migrated and seeded
 * template is built once; each test file clones it (CREATE DATABASE … TEMPLATE) and drops its
 * clone, so files run in parallel and never see each other's rows.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPg | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tempDir = mkdtempSync(path.join(tmpdir(), 'arflow-test-pg-'));
    // Embedded PostgreSQL runs as user 'postgres' when we are root: it must reach the folder.
    chmodSync(tempDir, 0o755);
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(tempDir, 'pg'),
      port: Number(process.env.TEST_EMBEDDED_PG_PORT || EMBEDDED_TEST_PORT),
      database: 'postgres',
    });
    adminUrl = embedded.url;
  }
  adminUrl = withDatabase(adminUrl, 'postgres');

  const templateDb = uniqueName('arflow_tpl');
  // The demo world's stored files (legal records); each test app copies them into its own folder.
  const templateFiles = mkdtempSync(path.join(tmpdir(), 'arflow-test-files-'));
  await adminQuery(adminUrl, `CREATE DATABASE "${templateDb}"`);
  const pool = createPool(withDatabase(adminUrl, templateDb), 2);
  try {
    // A test database that cannot lower-case Vietnamese fails every uniqueness test: say why once.
    await assertCaseMapping(pool);
    const db = createDb(pool);
    await runMigrations(db);
    await seedDemoWorld({ db, files: new LocalFileStore(templateFiles) });
  } finally {
    await pool.end();
  }

  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  project.provide('templateFiles', templateFiles);

  return async () => {
    await dropDatabase(adminUrl, templateDb).catch(() => {});
    await embedded?.stop();
    rmSync(templateFiles, { recursive: true, force: true });
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
}
