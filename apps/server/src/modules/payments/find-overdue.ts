import type { Paged } from '@arflow/domain/api/paging';
import {
  OVERDUE_SORT,
  type OverdueAnnouncementBody,
  type OverdueAnnouncementItem,
} from '@arflow/domain/api/payments';
import { daysBetween } from '@arflow/domain/dates';
import { and, eq, ilike, inArray } from 'drizzle-orm';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import type { Read } from '../../platform/http/context.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import { buyer } from './payments.query.ts';

/**
 * POST /supplier-manage-announcement/debt-overdue/announcement: the caller's sold receivables
 * the buyer has not paid by the due date (OVERDUE, BAD_DEBT), with the days overdue today.
 */
export function findOverdueAnnouncements(
  o: Read<{ today: string; body: OverdueAnnouncementBody }>,
): Promise<Paged<OverdueAnnouncementItem>> {
  const s = o.body.search_condition;
  const select = () =>
    o.db
      .select({
        id: receivables.id,
        trans_code: transactions.trans_code,
        inv_no: receivables.inv_no,
        buy_name: buyer.name,
        ...pickFields(receivables, ['maturity_date', 'ar_amount', 'status']),
      })
      .from(receivables)
      .innerJoin(transactionReceivables, eq(transactionReceivables.ar_id, receivables.id))
      .innerJoin(transactions, eq(transactions.id, transactionReceivables.trans_id))
      .innerJoin(buyer, eq(buyer.id, receivables.buy_id))
      .$dynamic();
  return findPage({
    db: o.db,
    input: o.body,
    select,
    where: and(
      ownedBy(o.actor, receivables.ent_id),
      inArray(receivables.status, ['OVERDUE', 'BAD_DEBT']),
      inArray(transactions.status, ['PAID', 'CHANGE']),
      s.inv_no ? ilike(receivables.inv_no, likePattern(s.inv_no)) : undefined,
      s.buy_name ? ilike(buyer.name, likePattern(s.buy_name)) : undefined,
    ),
    sortable: sortableColumns(receivables, OVERDUE_SORT),
    defaultSort: { column: 'maturity_date', direction: 'ASC' },
    tieBreaker: receivables.id,
    map: (r) => ({ ...r, days_overdue: Math.max(0, daysBetween(r.maturity_date, o.today)) }),
  });
}
