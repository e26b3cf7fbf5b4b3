import { expect } from 'vitest';
import type { ApiHarness } from '../../../test/api.ts';

/** The supplier's request calls the API tests make. */
export const P = '/api/supplier/request-transaction';

/** The world's supplier asks for a draft on the world's buyer, paid on `date`; 200 expected. */
export async function openDraft(
  api: Pick<ApiHarness, 'post'>,
  w: { buyId: number; supId: number; user: string },
  date: string,
) {
  const res = await api.post(
    `${P}/draft-transaction`,
    { buy_id: w.buyId, sup_id: w.supId, transaction_date: date },
    w.user,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { res, id: res.json().data.id as number };
}
