#!/usr/bin/env node
// Fails when a *.tables.ts change has no committed migration: drizzle-kit generates into a copy
// of the migrations folder, and any new file there is a schema change nobody generated.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');
const committed = join(server, 'drizzle');
const copy = mkdtempSync(join(tmpdir(), 'arflow-migrations-'));
try {
  cpSync(committed, copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  const r = spawnSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/**/*.tables.ts',
      '--out',
      relative(server, copy),
    ],
    { cwd: server, encoding: 'utf8' },
  );
  // drizzle-kit prefixes --out with './' (so it takes a relative path) and may exit 0 on an error.
  if (r.status !== 0 || /error/i.test(r.stderr)) {
    console.error(r.stdout, r.stderr);
    process.exit(1);
  }
  const added = readdirSync(copy).filter((f) => !before.has(f));
  if (added.length > 0) {
    console.error(`Schema changed without a migration (would generate ${added.join(', ')}).`);
    console.error('Run `npm run db:generate` and commit apps/server/drizzle.');
    process.exit(1);
  }
  console.log('migrations: the committed migrations match the table files');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
