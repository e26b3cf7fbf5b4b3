import type { Paged } from '@arflow/domain/api/paging';
import {
  PAYMENT_SORT_COLUMNS,
  type PaymentItem,
  type PaymentList,
  type PaymentListBody,
} from '@arflow/domain/api/payments';
import { and } from 'drizzle-orm';
import { findPage, sortableColumns } from '../../platform/db/paging.ts';
import type { Read } from '../../platform/http/context.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { LIST_STAGES, paymentScope, paymentSearch, selectPayments, toPaymentItem } from './payments.query.ts';

/** One of the four payment lists of spec §4 (early unpaid, early paid, settlement unpaid, paid). */
export function findPayments(
  o: Read<{ list: PaymentList; body: PaymentListBody }>,
): Promise<Paged<PaymentItem>> {
  return findPage({
    db: o.db,
    input: o.body,
    select: () => selectPayments(o.db),
    where: and(paymentScope(o.actor, LIST_STAGES[o.list]), paymentSearch(o.body.search_condition)),
    sortable: sortableColumns(transactions, PAYMENT_SORT_COLUMNS),
    defaultSort: { column: 'updated_at', direction: 'DESC' },
    tieBreaker: transactions.id,
    map: toPaymentItem,
  });
}
