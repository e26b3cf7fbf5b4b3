import type { Paged } from '@arflow/domain/api/paging';
import type {
  ClearingEarlyBody,
  ClearingEarlyItem,
  ClearingSettlementBody,
  ClearingSettlementItem,
} from '@arflow/domain/api/payments';
import { type AnyColumn, and, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern } from '../../platform/db/paging.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import type { Read } from '../../platform/http/context.ts';
import { journalEntries, journalLines } from '../journal/journal.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import { buyer, paymentScope, supplier } from './payments.query.ts';
import { firstPayments, settlementPayments } from './payments.tables.ts';
import { SETTLEMENT_COLUMNS } from './settlement-records.ts';

/** What each clearing row shows of its payment's transaction; `findClearing` joins them. */
const TRADE_COLUMNS = {
  trans_id: transactions.id,
  trans_code: transactions.trans_code,
  sup_name: supplier.name,
  buy_name: buyer.name,
};

/**
 * One clearing list: the caller's payments of one kind, newest first, searched by transaction,
 * supplier and payment date alike. `list.select` reads from `payments` (and what else it needs);
 * the payment's transaction and parties are joined here, because the search and scope read them.
 */
function findClearing<Q extends PgSelect, Row>(
  o: { db: DbOrTx; actor: UserState; body: ClearingEarlyBody | ClearingSettlementBody },
  payments: typeof firstPayments | typeof settlementPayments,
  list: {
    select: () => Q;
    sortable: Record<string, AnyColumn>;
    map: (row: Awaited<Q>[number]) => Row;
  },
): Promise<Paged<Row>> {
  const s = o.body.search_condition;
  // Inner joins on required references leave the row the caller's select declared as it is; drizzle
  // cannot follow joins through a generic builder, so the type is restated.
  const select = () =>
    list
      .select()
      .innerJoin(transactions, eq(transactions.id, payments.trans_id))
      .innerJoin(supplier, eq(supplier.id, transactions.ent_id))
      .innerJoin(buyer, eq(buyer.id, transactions.buy_id)) as unknown as Q;
  return findPage({
    db: o.db,
    input: o.body,
    select,
    where: and(
      paymentScope(o.actor),
      s.trans_code ? ilike(transactions.trans_code, likePattern(s.trans_code)) : undefined,
      s.sup_name ? ilike(supplier.name, likePattern(s.sup_name)) : undefined,
      s.from_date ? gte(payments.payment_date, s.from_date) : undefined,
      s.to_date ? lte(payments.payment_date, s.to_date) : undefined,
    ),
    sortable: { id: payments.id, payment_date: payments.payment_date, ...list.sortable },
    defaultSort: { column: 'payment_date', direction: 'DESC' },
    tieBreaker: payments.id,
    map: list.map,
  });
}

/** Cash one entry moved (debits minus credits on `cash`; a disbursement is negative). */
const cashOf = (entry: unknown) =>
  sql<number>`coalesce((select sum(l.debit - l.credit) from ${journalLines} l where l.entry_id = ${entry} and l.account = 'cash'), 0)::bigint`.mapWith(
    Number,
  );

/**
 * POST /payments/clearing-early: each first payment beside what the journal booked for it, so
 * that the accountant can match the bank statement (docs/decisions.md "Payments: clearing").
 */
export function findClearingEarly(o: Read<{ body: ClearingEarlyBody }>): Promise<Paged<ClearingEarlyItem>> {
  const booked =
    sql<number>`coalesce((select -sum(l.debit - l.credit) from ${journalLines} l join ${journalEntries} e on e.id = l.entry_id join ${transactionReceivables} tr on tr.ar_id = e.receivable_id where tr.trans_id = ${transactions.id} and e.kind = 'disbursement' and l.account = 'cash'), 0)::bigint`.mapWith(
      Number,
    );
  const select = () =>
    o.db
      .select({
        id: firstPayments.id,
        ...TRADE_COLUMNS,
        payment_date: firstPayments.payment_date,
        expected: transactions.total_sale_price,
        booked,
      })
      .from(firstPayments)
      .$dynamic();
  return findClearing(o, firstPayments, {
    select,
    sortable: { expected: transactions.total_sale_price },
    map: (r) => ({ ...r, matched: r.expected === r.booked }),
  });
}

/** POST /payments/clearing-settlement: each buyer payment beside its journal collection and residual. */
export function findClearingSettlement(
  o: Read<{ body: ClearingSettlementBody }>,
): Promise<Paged<ClearingSettlementItem>> {
  const select = () =>
    o.db
      .select({
        ...SETTLEMENT_COLUMNS,
        ...TRADE_COLUMNS,
        inv_no: receivables.inv_no,
        booked_collection: cashOf(settlementPayments.collection_entry_id),
        booked_residual: sql<number>`(-${cashOf(settlementPayments.residual_entry_id)})::bigint`.mapWith(
          Number,
        ),
      })
      .from(settlementPayments)
      .innerJoin(receivables, eq(receivables.id, settlementPayments.ar_id))
      .innerJoin(storedFiles, eq(storedFiles.id, settlementPayments.file_id))
      .$dynamic();
  return findClearing(o, settlementPayments, {
    select,
    sortable: { amount: settlementPayments.amount },
    map: (r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      matched: r.booked_collection === r.amount && r.booked_residual === r.to_supplier,
    }),
  });
}
