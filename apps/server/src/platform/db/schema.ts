// Every Drizzle table of the server, for the typed client and drizzle-kit.
export * from '../../modules/enterprises/enterprises.tables.ts';
export * from '../../modules/sample/sample.tables.ts';
export * from '../../modules/users/users.tables.ts';
export * from '../audit/audit.tables.ts';
export * from '../jobs/jobs.tables.ts';
