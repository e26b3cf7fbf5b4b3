import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fieldKindOf } from '@arflow/domain/field-kinds';
import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

// Every table of the schema, as drizzle-kit reads them (drizzle.config.ts: src/**/*.tables.ts).
const src = fileURLToPath(new URL('../../', import.meta.url));
const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tables.ts'));
const modules: Record<string, unknown>[] = await Promise.all(files.map((f) => import(join(src, f))));
const columns = modules
  .flatMap((m) => Object.values(m))
  .filter((t): t is PgTable => is(t, PgTable))
  .flatMap((t) => Object.entries(getTableColumns(t)))
  // Business tables name their keys as the API does (docs/architecture.md); the platform's
  // camelCase bookkeeping columns never appear in a timeline.
  .filter(([field, c]) => field === c.name)
  .map(([field, c]) => ({ field, type: c.columnType }));

// bigint columns that are no amount: a stored file's size in bytes.
const NOT_MONEY = new Set(['size']);

describe('field kinds against the tables', () => {
  it('finds the tables', () => {
    expect(columns.length).toBeGreaterThan(200);
  });

  it('names every money column (bigint VND) money, so a timeline shows it as money', () => {
    const money = columns.filter((c) => c.type === 'PgBigInt53' && !NOT_MONEY.has(c.field));
    expect(money.map((c) => c.field)).toContain('total_limit');
    expect(money.filter((c) => fieldKindOf(c.field) !== 'money').map((c) => c.field)).toEqual([]);
  });

  it('names every date column date', () => {
    const dates = columns.filter((c) => c.type === 'PgDateString' || c.type === 'PgDate');
    expect(dates.filter((c) => fieldKindOf(c.field) !== 'date').map((c) => c.field)).toEqual([]);
  });

  it('gives no kind to ids, counts or texts that happen to share a table with money', () => {
    for (const field of ['id', 'sup_id', 'size', 'status', 'inv_no', 'days']) {
      expect(fieldKindOf(field)).toBeUndefined();
    }
    expect(fieldKindOf('bank_5.amount')).toBe('money');
  });
});
