import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordSchemas } from './record.ts';

const thing = z.object({ id: z.number().int(), code: z.string(), status: z.enum(['ON', 'OFF']) });
const schemas = recordSchemas({
  item: thing,
  filters: { keyword: z.string().optional() },
  sortColumns: ['code', 'status'],
  actions: ['create', 'switch-off'],
});
const row = { id: 1, code: 'A', status: 'ON' };

describe('recordSchemas', () => {
  it('pages the list: defaults, its filters, only its sort columns, nothing unknown', () => {
    expect(schemas.listQuery.parse({ keyword: 'a' })).toMatchObject({ keyword: 'a', page_number: 1 });
    expect(schemas.listQuery.safeParse({ sort_column: 'code' }).success).toBe(true);
    expect(schemas.listQuery.safeParse({ sort_column: 'id' }).success).toBe(false);
    expect(schemas.listQuery.safeParse({ other: 1 }).success).toBe(false);
    const page = { data: [row], page_info: { total_page: 1, total_record: 1 } };
    expect(schemas.listResponse.parse(page)).toEqual(page);
  });

  it('answers a detail with its timeline and only the workflow’s actions, a save with the record', () => {
    expect(
      schemas.detailResponse.safeParse({ data: row, history: [], actions: ['switch-off'] }).success,
    ).toBe(true);
    expect(schemas.detailResponse.safeParse({ data: row, history: [], actions: ['delete'] }).success).toBe(
      false,
    );
    expect(schemas.saveResponse.parse({ data: row })).toEqual({ data: row });
    expect(schemas.saveResponse.safeParse({ data: { ...row, status: 'GONE' } }).success).toBe(false);
  });
});
