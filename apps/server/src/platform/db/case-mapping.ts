import type pg from 'pg';

/** Upper-case Vietnamese and the lower case PostgreSQL must give it (every letter with a mark). */
const PROBE = { upper: 'ĐẦU TƯ XÂY DỰNG THỦ ĐÔ', lower: 'đầu tư xây dựng thủ đô' } as const;

/**
 * Stops the start when the database cannot lower-case Vietnamese. Names, codes and usernames are
 * unique case-insensitively through `lower()` (checks and unique indexes), which follows the
 * database's character type: under the C locale `lower('CÔNG TY')` is 'cÔng ty', so a buyer named
 * 'CÔNG TY A' would pass as new next to 'Công ty A' (docs/decisions/0075-database-case-mapping.md).
 */
export async function assertCaseMapping(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ lowered: string; db: string }>(
    'SELECT lower($1::text) AS lowered, current_database() AS db',
    [PROBE.upper],
  );
  const row = rows[0];
  if (row?.lowered === PROBE.lower) return;
  throw new Error(
    `The database "${row?.db}" lower-cases "${PROBE.upper}" as "${row?.lowered}": its locale cannot ` +
      'compare Vietnamese names case-insensitively. Create it with a UTF-8 locale, e.g. ' +
      `"CREATE DATABASE … TEMPLATE template0 LOCALE_PROVIDER builtin BUILTIN_LOCALE 'C.UTF-8'" ` +
      "(PostgreSQL 17+) or LOCALE 'C.UTF-8' / 'en_US.UTF-8' (README, \"Against an existing PostgreSQL\"). " +
      'An embedded database made before this check (.data/pg) must be moved away to be made again.',
  );
}
