import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { templateWorkbook } from './workbook.ts';

/** A tax code no other test run has used: 10 digits from the clock and a random tail. */
export function uniqueTaxCode(): string {
  return `${Date.now() % 1e7}`.padStart(7, '0') + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');
}

/** A 12-digit citizen ID (CCCD) unique to this run and row. */
export function uniqueIdCard(run: string, row: number): string {
  return `${run}${String(row).padStart(4, '0')}`.slice(-12).padStart(12, '0');
}

export interface PersonRow {
  name: string;
  id_card_number: string;
  date_of_birth: string;
  address: string;
  locality: string;
  email1: string;
}

/**
 * The individual-supplier template as the server gives it (GET /api/download/template), with the
 * given rows on its first sheet: the same file a user fills in.
 */
export async function individualWorkbook(
  api: APIRequestContext,
  token: string,
  rows: readonly Partial<PersonRow>[],
): Promise<Buffer> {
  return templateWorkbook(
    api,
    token,
    '/api/download/template?type=individual',
    rows as Record<string, string>[],
  );
}

/** The id of a demo company by its code, through the list the page itself uses. */
export async function supplierIdByCode(api: APIRequestContext, token: string, code: string): Promise<number> {
  const res = await api.post('/api/supplier/list', {
    headers: { Authorization: `Bearer ${token}` },
    // Corporate forms only: individuals imported by other tests must not push it off the page.
    data: { search_condition: { ent_type: [1, 2, 3, 4, 5] }, page_size: 100 },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { id: number; code: string }[] };
  const found = body.data.find((s) => s.code === code);
  if (!found) throw new Error(`demo supplier ${code} not found`);
  return found.id;
}
