import type { ApiHarness } from '../../../test/api.ts';
import { createTransaction } from '../transactions/index.ts';

/** Tests: a transaction awaiting internal approval between the demo's SUP01 and BUY01, with two receivables. */
export async function awaitingApproval(h: ApiHarness) {
  return createTransaction(h.t.db, {
    supId: await h.idOf('SUP01'),
    buyId: await h.idOf('BUY01'),
    status: 'WAITING_APPROVAL',
    arCount: 2,
    ar_amount: 87_654_321,
  });
}

/** Tests: a funding request to PTN01 on a new transaction, PTN01 chosen as its funding partner first. */
export async function askFunding(h: ApiHarness, user = 'accountant') {
  const t = await awaitingApproval(h);
  await h.post(
    `/api/funder-transactions/${t.id}/funding-partner`,
    { partner_id: await h.idOf('PTN01') },
    'camanager',
  );
  const res = await h.post('/api/partner-payment/funding/create-notice', { trans_id: t.id }, user);
  return res.json().data as { id: number; amount: number; start_date: string; end_date: string };
}
