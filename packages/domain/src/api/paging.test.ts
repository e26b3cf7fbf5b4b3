import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGING } from '../constants.ts';
import { translateMessage } from '../validation.ts';
import { listColumns, pagedBody, pagedQuery, sortColumnsOf } from './paging.ts';
import {
  statisticListBody,
  TRANSACTION_COLUMNS,
  TRANSACTION_SORT_COLUMNS,
  transactionListBody,
} from './request-transaction.ts';

const query = pagedQuery({ keyword: z.string().optional() }, ['id']);
const body = pagedBody({ keyword: z.string().optional() }, ['id']);

describe('page_number bound', () => {
  // page_number=9007199254740991 made OFFSET overflow PostgreSQL's bigint: a 500.
  it('refuses a page whose offset would leave the exact integer range', () => {
    for (const schema of [query, body]) {
      const ok = schema.safeParse({ page_number: PAGING.maxPageNumber, page_size: PAGING.maxPageSize });
      expect(ok.success).toBe(true);
      const over = schema.safeParse({ page_number: 9_007_199_254_740_991, page_size: 2000 });
      expect(over.success).toBe(false);
      const issue = over.error!.issues[0]!;
      expect(issue.path).toEqual(['page_number']);
      expect(translateMessage(issue.message, 'en')).toBe('At most 1000000');
    }
    expect((PAGING.maxPageNumber - 1) * PAGING.maxPageSize).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(query.safeParse({ page_number: '9007199254740991' }).success).toBe(false);
  });
});

describe('a list declared once', () => {
  it('takes its sort whitelist from the columns marked sortable, in their order', () => {
    const columns = listColumns<{ a: string; b: number; c: string }>()([
      { key: 'a', label: { vi: 'A', en: 'A' }, sort: true },
      { key: 'b', label: { vi: 'B', en: 'B' } },
      { key: 'c', label: { vi: 'C', en: 'C' }, sort: true },
    ]);
    expect(sortColumnsOf(columns)).toEqual(['a', 'c']);
    // Keys a list sorts on without showing them come after.
    expect(sortColumnsOf(columns, ['id', 'updated_at'])).toEqual(['a', 'c', 'id', 'updated_at']);
  });

  it('lets the supplier’s transaction lists sort on every column the screen shows as sortable', () => {
    for (const body of [transactionListBody, statisticListBody]) {
      for (const c of TRANSACTION_COLUMNS.filter((x) => x.sort))
        expect(body.safeParse({ sort_column: c.key }).success, c.key).toBe(true);
      expect(body.safeParse({ sort_column: 'created_by' }).success).toBe(false);
    }
    expect(TRANSACTION_SORT_COLUMNS).toContain('buy_name');
  });
});
