import type { RequestHistoryItem } from '@arflow/domain/api/early-rates';
import type { Paged } from '@arflow/domain/api/paging';
import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { findPage, type PageInput } from '../../platform/db/paging.ts';
import { pickFields } from '../../platform/db/rows.ts';
import type { Read } from '../../platform/http/context.ts';
import { users } from '../users/users.tables.ts';
import { requireBuyer } from './early-rates.query.ts';
import { earlyRateRequests } from './early-rates.tables.ts';

/** The buyer's requests (spec §3: send date, supplier count, status, approve date, approver). */
export async function findRequests(
  o: Read<{ buyId: number; input: PageInput }>,
): Promise<Paged<RequestHistoryItem>> {
  await requireBuyer(o.db, o.actor, o.buyId);
  const sender = alias(users, 'sender');
  const approver = alias(users, 'approver');
  return findPage({
    db: o.db,
    input: o.input,
    select: () =>
      o.db
        .select({
          ...pickFields(earlyRateRequests, ['id', 'state', 'sent_at']),
          sent_by_name: sender.fullName,
          ...pickFields(earlyRateRequests, ['group_count', 'supplier_count', 'approved_at']),
          approver_name: approver.fullName,
          cancel_reason: earlyRateRequests.cancel_reason,
        })
        .from(earlyRateRequests)
        .leftJoin(sender, eq(sender.id, earlyRateRequests.sent_by))
        .leftJoin(approver, eq(approver.id, earlyRateRequests.approved_by))
        .$dynamic(),
    where: and(eq(earlyRateRequests.ent_id, o.buyId), ne(earlyRateRequests.state, 'DRAFT')),
    sortable: { sent_at: earlyRateRequests.sent_at },
    defaultSort: { column: 'sent_at', direction: 'DESC' },
    tieBreaker: earlyRateRequests.id,
    map: (r) => ({
      ...r,
      sent_at: r.sent_at?.toISOString() ?? null,
      approved_at: r.approved_at?.toISOString() ?? null,
    }),
  });
}
