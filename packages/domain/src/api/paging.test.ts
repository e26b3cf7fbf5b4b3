import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGING } from '../constants.ts';
import { translateMessage } from '../validation.ts';
import { pagedBody, pagedQuery } from './paging.ts';

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
