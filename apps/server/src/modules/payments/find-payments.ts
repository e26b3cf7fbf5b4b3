import type { Paged } from '@arflow/domain/api/paging';
import type { PaymentItem, PaymentList, PaymentListBody } from '@arflow/domain/api/payments';
import { and } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage } from '../../platform/db/paging.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { LIST_STAGES, paymentScope, paymentSearch, selectPayments, toPaymentItem } from './payments.query.ts';

/** One of the four payment lists of spec §4 (early unpaid, early paid, settlement unpaid, paid). */
export function findPayments(o: {
  db: DbOrTx;
  actor: UserState;
  list: PaymentList;
  body: PaymentListBody;
}): Promise<Paged<PaymentItem>> {
  return findPage({
    db: o.db,
    input: o.body,
    select: () => selectPayments(o.db),
    where: and(paymentScope(o.actor, LIST_STAGES[o.list]), paymentSearch(o.body.search_condition)),
    sortable: {
      id: transactions.id,
      trans_code: transactions.trans_code,
      transaction_date: transactions.transaction_date,
      total_ar_amount: transactions.total_ar_amount,
      total_sale_price: transactions.total_sale_price,
      updated_at: transactions.updated_at,
    },
    defaultSort: { column: 'updated_at', direction: 'DESC' },
    tieBreaker: transactions.id,
    map: toPaymentItem,
  });
}
