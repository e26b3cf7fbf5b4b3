import type { PaymentItem, PaymentList } from '@arflow/domain/api/payments';
import type { TransactionStage } from '@arflow/domain/statuses/transaction';
import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { likePattern } from '../../platform/db/paging.ts';
import { isoInstants, pickFields, type RowOf } from '../../platform/db/rows.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { partyColumns } from '../transactions/index.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import { firstPayments } from './payments.tables.ts';

export const supplier = alias(enterprises, 'sup');
export const buyer = alias(enterprises, 'buy');

/** Which transactions each payment list of spec §4 holds (docs/decisions.md "Payments"). */
export const LIST_STAGES: Record<PaymentList, readonly TransactionStage[]> = {
  'early-unpaid': ['COMPLETED'],
  'early-paid': ['PAID', 'CHANGE', 'LIQUIDATED'],
  settlement: ['PAID', 'CHANGE'],
  'settlement-paid': ['LIQUIDATED'],
};

const SETTLED = sql`('SETTLED', 'DONE_COLLECTION')`;

/** The earliest due date of a transaction's receivables not yet settled (null: all settled). */
const nextDueDate = sql`(select min(r.maturity_date) from ${transactionReceivables} tr join ${receivables} r on r.id = tr.ar_id where tr.trans_id = ${transactions.id} and r.status not in ${SETTLED})`;

/** A transaction as the payment screens show it: parties, totals, first payment, settlement count. */
export function selectPayments(db: DbOrTx) {
  return db
    .select({
      ...partyColumns(supplier, buyer),
      ...pickFields(transactions, [
        'transaction_date',
        'total_ar_amount',
        'total_advance',
        'total_sale_price',
        'total_residual',
        'status',
      ]),
      first_payment_date: firstPayments.payment_date,
      receivable_count: sql<number>`(select count(*) from ${transactionReceivables} tr where tr.trans_id = ${transactions.id})::int`,
      settled_count: sql<number>`(select count(*) from ${transactionReceivables} tr join ${receivables} r on r.id = tr.ar_id where tr.trans_id = ${transactions.id} and r.status in ${SETTLED})::int`,
      next_due_date: sql<string | null>`${nextDueDate}::text`,
      updated_at: transactions.updated_at,
    })
    .from(transactions)
    .innerJoin(supplier, eq(supplier.id, transactions.ent_id))
    .innerJoin(buyer, eq(buyer.id, transactions.buy_id))
    .leftJoin(firstPayments, eq(firstPayments.trans_id, transactions.id))
    .$dynamic();
}

type Row = RowOf<typeof selectPayments>;

export function toPaymentItem(row: Row): PaymentItem {
  return isoInstants(row);
}

/** The caller's transactions (funder staff: all), optionally of some stages. */
export function paymentScope(actor: UserState, stages?: readonly TransactionStage[]): SQL | undefined {
  return and(
    ownedBy(actor, transactions.ent_id),
    stages ? inArray(transactions.status, [...stages]) : undefined,
  );
}

/** The search fields of the payment lists, each a literal part of the name or code. */
export function paymentSearch(s: {
  trans_code?: string;
  sup_name?: string;
  buy_name?: string;
  due_from?: string;
  due_to?: string;
}) {
  return and(
    s.due_from ? sql`${nextDueDate} >= ${s.due_from}::date` : undefined,
    s.due_to ? sql`${nextDueDate} <= ${s.due_to}::date` : undefined,
    s.trans_code ? ilike(transactions.trans_code, likePattern(s.trans_code)) : undefined,
    s.sup_name ? ilike(supplier.name, likePattern(s.sup_name)) : undefined,
    s.buy_name ? ilike(buyer.name, likePattern(s.buy_name)) : undefined,
  );
}

/** One transaction the caller may see, as the payment screens show it (undefined: 404). */
export async function loadPayment(
  db: DbOrTx,
  actor: UserState,
  id: number,
): Promise<PaymentItem | undefined> {
  const [row] = await selectPayments(db).where(and(paymentScope(actor), eq(transactions.id, id)));
  return row && toPaymentItem(row);
}
