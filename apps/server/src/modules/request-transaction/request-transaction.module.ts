import { addDays, todayIn } from '@arflow/domain/dates';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { defineModule, unscopedAll } from '../../platform/modules/module.ts';
import { ownOrNewCompany, SUPPLIER_TYPES } from '../enterprises/index.ts';
import { createReceivable, createTransaction } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { seedRequestTransactions } from './request-transaction.demo.ts';
import { requestWorld } from './request-transaction.fixture.ts';
import { requestTransactionRoutes } from './request-transaction.routes.ts';

const WHY =
  'a stage-bound step of the request flow (one unfinished draft per supplier, multipart bodies): ' +
  'no single record serves every route, so request-transaction.int.test.ts checks another ' +
  'company’s transaction, draft and receivables (404) route by route';

const BASE = 'POST /api/supplier/request-transaction';
/** The statuses transactions_one_draft_uq allows once per supplier. */
const UNFINISHED = ['DRAFT', 'DOCUMENTS_UPLOADED', 'CONTRACTS_CONFIRMED'] as const;

/**
 * The ids the flow's bodies and queries take, for the scoping matrix: a supplier (the owner when
 * it is one) approved on a buyer with open receivables (`buy_id`, `sup_id`, `ar_id`), a draft
 * (`id`), a transaction waiting for the supplier's confirmation and one held for documents.
 */
async function scopingRecord(db: DbOrTx, ownerId: number): Promise<Record<string, string>> {
  const supId = await ownOrNewCompany(db, ownerId, SUPPLIER_TYPES);
  // A supplier has one unfinished draft at a time: a second record of the same supplier shares
  // it, with a new open receivable on the draft's buyer (the selection is priced on it).
  const [draft] = await db
    .select({ id: transactions.id, buyId: transactions.buy_id })
    .from(transactions)
    .where(and(eq(transactions.ent_id, supId), inArray(transactions.status, [...UNFINISHED])));
  let buyId: number;
  let arId: number;
  if (draft) {
    buyId = draft.buyId;
    const today = todayIn();
    arId = await createReceivable(db, {
      supId,
      buyId,
      inv_date: addDays(today, -10),
      maturity_date: addDays(today, 90),
    });
  } else {
    const world = await requestWorld(db, { ownerId: supId, arCount: 1 });
    buyId = world.buyId;
    arId = world.arIds[0]!;
  }
  const at = (status: 'DRAFT' | 'WAITING_SUPPLIER_CONFIRM' | 'HOLDING') =>
    createTransaction(db, { supId, buyId, status }).then((t) => String(t.id));
  const waiting = await at('WAITING_SUPPLIER_CONFIRM');
  return {
    id: draft ? String(draft.id) : await at('DRAFT'),
    buy_id: String(buyId),
    sup_id: String(supId),
    ar_id: String(arId),
    [`${BASE}/confirm-transactions/reject id`]: waiting,
    [`${BASE}/confirm-transactions/confirm-otp id`]: waiting,
    [`${BASE}/confirm-transactions/ind-sign id`]: waiting,
    [`${BASE}/add-doc-transactions/reject id`]: await at('HOLDING'),
  };
}

function scopingBody(route: string): unknown {
  const today = new Date().toISOString().slice(0, 10);
  const item = { payment_ratio: 80, requested_date: addDays(today, 1) };
  if (route === `${BASE}/ar-selection-confirm`) return [item];
  if (route.startsWith(`${BASE}/ar-`) && route !== `${BASE}/ar-selection`) return { items: [item] };
  if (route === `${BASE}/draft-transaction`) return { transaction_date: today };
  if (route.endsWith('/reject')) return { reason: 'Chứng từ chưa đủ' };
  if (route.endsWith('/confirm-otp')) return { otp: '000000' };
  return undefined;
}

/** The supplier request flow (spec §4, §7 "Supplier request-transaction") and the supplier's transaction statistics. */
export const requestTransactionModule = defineModule({
  name: 'request-transaction',
  routes: requestTransactionRoutes,
  seedDemo: seedRequestTransactions,
  scoping: { record: scopingRecord, body: scopingBody },
  unscoped: unscopedAll(
    [
      'GET /api/supplier/request-transaction/synthesize/:buyId',
      'GET /api/supplier/request-transaction/:supplierId/draft-transaction/:buyerId',
      'GET /api/supplier/request-transaction/transaction/:id',
      'GET /api/supplier/request-transaction/upload-docs/:id',
      'POST /api/supplier/request-transaction/upload-docs/:id',
      'POST /api/supplier/request-transaction/upload-docs/confirm/:id',
      'POST /api/supplier/request-transaction/confirm/:id',
      'POST /api/supplier/request-transaction/add-doc-transactions/:id/approve',
    ],
    WHY,
  ),
});
