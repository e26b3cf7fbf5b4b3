import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, dropDatabase, uniqueName, withDatabase } from '../../../test/db.ts';
import { assertCaseMapping } from './case-mapping.ts';

describe('the database must lower-case Vietnamese', () => {
  const adminUrl = inject('adminUrl');
  const made: string[] = [];
  afterAll(async () => {
    for (const name of made) await dropDatabase(adminUrl, name);
  });

  async function check(database: string) {
    const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, database), max: 1 });
    try {
      await assertCaseMapping(pool);
    } finally {
      await pool.end();
    }
  }

  it('passes on the test template, as made by the embedded server or the machine’s', async () => {
    await expect(check(inject('templateDb'))).resolves.toBeUndefined();
  });

  it('refuses a database under the C locale, saying how to make one that works', async () => {
    const name = uniqueName('arflow_c');
    made.push(name);
    await adminQuery(
      adminUrl,
      `CREATE DATABASE "${name}" TEMPLATE template0 LOCALE_PROVIDER libc LOCALE 'C'`,
    );
    await expect(check(name)).rejects.toThrow(/cannot compare Vietnamese names case-insensitively/);
  });
});
