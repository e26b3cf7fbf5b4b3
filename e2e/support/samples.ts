import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export interface SampleBody {
  code: string;
  name: string;
  email: string;
  phone: string;
  amount: number;
  rate: number;
  effective_date: string;
  description?: string;
}

/** A sample code no other run or test uses (codes are unique; alpha-dash, at most 20). */
export function uniqueCode(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 20);
}

/** POST /api/sample/form as the token's user; answers the saved sample's id. */
export async function createSample(
  request: APIRequestContext,
  token: string,
  body: SampleBody,
): Promise<number> {
  const res = await request.post('/api/sample/form', {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** How many samples match a keyword (GET /api/samples is public). */
export async function countSamples(request: APIRequestContext, keyword: string): Promise<number> {
  const res = await request.get('/api/samples', { params: { keyword } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { page_info: { total_record: number } }).page_info.total_record;
}
