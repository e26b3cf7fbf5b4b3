import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the table files and committed (`npm run db:generate -w @arflow/server`).
export default defineConfig({
  dialect: 'postgresql',
  // One glob: the migration check (scripts/check-migrations.mjs) passes the same to the CLI.
  schema: './src/**/*.tables.ts',
  out: './drizzle',
});
