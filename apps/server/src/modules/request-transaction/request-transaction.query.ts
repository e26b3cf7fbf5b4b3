import type { TransactionDetail, TransactionItem } from '@arflow/domain/api/request-transaction';
import { countedToReasonOf } from '@arflow/domain/pricing';
import { availableActions } from '@arflow/domain/workflows/engine';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { documentsOfTransaction, receivablesOfTransaction } from '../transactions/index.ts';
import {
  transactionDocuments,
  transactionReceivables,
  transactions,
} from '../transactions/transactions.tables.ts';

/** The supplier's own transactions (another company's id: 404). */
export const transactionScope = (actor: UserState): SQL | undefined => ownedBy(actor, transactions.ent_id);

const buyer = alias(enterprises, 'buyer');
/** The buyer's name in selectTransactions, for a list to sort on. */
export const buyerName = buyer.name;

/** 404 unless the transaction is the caller's (checked before a multipart body is read). */
export async function ownTransaction(db: DbOrTx, actor: UserState, id: number): Promise<void> {
  const [t] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, id), transactionScope(actor)));
  if (!t) throw new AppError('NOT_FOUND');
}

/** Transactions with the supplier's and the buyer's names; every read adds the scope. */
export function selectTransactions(db: DbOrTx) {
  const {
    created_by: _c,
    updated_by: _u,
    limit_kind: _l,
    is_adjust: _a,
    ...columns
  } = getTableColumns(transactions);
  return db
    .select({ ...columns, sup_name: enterprises.name, buy_name: buyer.name })
    .from(transactions)
    .innerJoin(enterprises, eq(enterprises.id, transactions.ent_id))
    .innerJoin(buyer, eq(buyer.id, transactions.buy_id))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectTransactions>['execute']>>[number];

export function toTransactionItem(row: Row): TransactionItem {
  return {
    id: row.id,
    trans_code: row.trans_code,
    ent_id: row.ent_id,
    sup_name: row.sup_name,
    buy_id: row.buy_id,
    buy_name: row.buy_name,
    transaction_date: row.transaction_date,
    total_ar_amount: row.total_ar_amount,
    total_advance: row.total_advance,
    total_discount: row.total_discount,
    total_platform_fee: row.total_platform_fee,
    total_sale_price: row.total_sale_price,
    total_residual: row.total_residual,
    limit_drawn: row.limit_drawn,
    buyer_status: row.buyer_status,
    reason: row.reason,
    status: row.status,
    submitted_at: row.submitted_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The live documents of a transaction, oldest first. */
export async function loadDocuments(db: DbOrTx, transId: number) {
  const rows = await documentsOfTransaction(db, transId, {
    doc: transactionDocuments,
    size: storedFiles.size,
  });
  return rows.map(({ doc, size }) => ({
    id: doc.id,
    file_id: doc.file_id,
    doc_group: doc.doc_group,
    doc_name: doc.doc_name,
    signed_date: doc.signed_date,
    confirmed: doc.confirmed,
    size,
    created_at: doc.created_at.toISOString(),
  }));
}

/** The counted-to date of a stored quote; a row priced before it was kept counted to the maturity. */
function storedCountedTo(maturityDate: string, countedTo: string | null) {
  const to = countedTo ?? maturityDate;
  return { counted_to: to, counted_to_reason: countedToReasonOf(maturityDate, to) };
}

/** One transaction of the caller's scope with its priced receivables, documents and actions. */
export async function loadTransaction(
  db: DbOrTx,
  actor: UserState,
  id: number,
): Promise<TransactionDetail | undefined> {
  const [row] = await selectTransactions(db).where(and(transactionScope(actor), eq(transactions.id, id)));
  if (!row) return undefined;
  const ars = await receivablesOfTransaction(
    db,
    id,
    { tr: transactionReceivables, ar: receivables },
    {
      orderBy: [asc(transactionReceivables.id)],
    },
  );
  return {
    ...toTransactionItem(row),
    receivables: ars.map(({ tr, ar }) => ({
      ar_id: ar.id,
      inv_no: ar.inv_no,
      inv_date: ar.inv_date,
      due_date: ar.maturity_date,
      ar_amount: tr.ar_amount,
      first_payment: ar.buyer_first_payment,
      due_payment: ar.due_payment,
      status: ar.status,
      payment_ratio: tr.payment_ratio,
      requested_date: tr.requested_date,
      discount_rate: tr.discount_rate,
      days: tr.days,
      ...storedCountedTo(ar.maturity_date, tr.counted_to),
      payment_request_amount: tr.advance,
      total_discount_amount: tr.discount,
      platform_fee: tr.platform_fee,
      ar_sale_price: tr.sale_price,
      residual: tr.residual,
    })),
    documents: await loadDocuments(db, id),
    actions: availableActions({ workflow: TRANSACTION_WORKFLOW, from: row.status, actor }).map(
      (a) => a.action,
    ),
  };
}
