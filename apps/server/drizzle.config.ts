import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the table files and committed (`npm run db:generate -w @arflow/server`).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.tables.ts', './src/platform/*/*.tables.ts'],
  out: './drizzle',
});
