import type { FunderTransactionDetail } from '@arflow/domain/api/funder-transactions';
import { funderListOf, REVIEW_LEVEL_OF } from '@arflow/domain/funder-review';
import { availableActions } from '@arflow/domain/workflows/engine';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { eq } from 'drizzle-orm';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Read } from '../../platform/http/context.ts';
import { suppliers } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { loadFunderTransaction, paymentDetailOf, transactionArs } from './funder-transactions.query.ts';
import { transactionFundingPartners } from './funder-transactions.tables.ts';

/** Stages reached only once the manager approved: the approved payment detail is the asked one. */
const APPROVED = new Set([
  'WAITING_FUNDER_CONFIRM',
  'WAITING_SUPPLIER_CONFIRM',
  'COMPLETED',
  'PAID',
  'CHANGE',
  'LIQUIDATED',
]);

/** Entity types 6 and 7 are individuals: their debt sale is the individual one (spec §5). */
export async function isIndividualSupplier(db: DbOrTx, supId: number): Promise<boolean> {
  const [row] = await db
    .select({ ent_type: suppliers.ent_type })
    .from(suppliers)
    .where(eq(suppliers.id, supId));
  return row?.ent_type === 6 || row?.ent_type === 7;
}

/** The funder's view of one transaction: receivables, timeline and the caller's actions now. */
export async function getFunderTransaction(opts: Read<{ id: number }>): Promise<FunderTransactionDetail> {
  const { db, actor, id } = opts;
  const t = await loadFunderTransaction(db, actor, id);
  if (!t) throw new AppError('NOT_FOUND');
  const [partner] = await db
    .select({
      partner_id: transactionFundingPartners.partner_id,
      partner_name: enterprises.name,
      selected_at: transactionFundingPartners.selected_at,
    })
    .from(transactionFundingPartners)
    .innerJoin(enterprises, eq(enterprises.id, transactionFundingPartners.partner_id))
    .where(eq(transactionFundingPartners.trans_id, id));
  const detail = paymentDetailOf(t);
  const actions = availableActions({ workflow: TRANSACTION_WORKFLOW, from: t.status, actor }).map(
    (a) => a.action,
  );
  return {
    data: {
      ...t,
      trans_id: t.id,
      payment_detail: detail,
      payment_detail_approved: APPROVED.has(t.status) ? detail : null,
      ars: await transactionArs(db, id),
      list: funderListOf(t.status),
      level: REVIEW_LEVEL_OF[t.status] ?? null,
      individual: await isIndividualSupplier(db, t.sup_id),
      funding_partner: partner ? { ...partner, selected_at: partner.selected_at.toISOString() } : null,
    },
    history: await findHistory(db, TRANSACTION_WORKFLOW.entity, id),
    actions: [...new Set(actions)],
  };
}

const orgColumns = {
  id: enterprises.id,
  code: enterprises.code,
  name: enterprises.name,
  mst: enterprises.mst,
  address: enterprises.address,
  tel_no: enterprises.tel_no,
  legal_represent: enterprises.legal_represent,
};

/** GET …/{id}/org: the supplier, the buyer and the chosen funding partner. */
export async function getTransactionOrg(opts: { db: DbOrTx; actor: UserState; id: number }) {
  const { db, actor, id } = opts;
  const t = await loadFunderTransaction(db, actor, id);
  if (!t) throw new AppError('NOT_FOUND');
  const company = async (entId: number) => {
    const [row] = await db.select(orgColumns).from(enterprises).where(eq(enterprises.id, entId));
    return row!;
  };
  const [p] = await db
    .select({ partner_id: transactionFundingPartners.partner_id })
    .from(transactionFundingPartners)
    .where(eq(transactionFundingPartners.trans_id, id));
  return {
    data: {
      supplier: await company(t.sup_id),
      buyer: await company(t.buy_id),
      partner: p ? await company(p.partner_id) : null,
    },
  };
}
