import type { CommissionListInput } from '@arflow/domain/api/coordination';
import { and, eq, ilike } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern, type PageInput } from '../../platform/db/paging.ts';
import { COMMISSION_SORT, selectCommissions, toCommissionItem } from './commission.query.ts';
import { partnerRows } from './coordination.query.ts';
import { referralCommissions } from './coordination.tables.ts';

/** Referral commissions: the partner's own, or every partner's (funder staff), newest first. */
export function findCommissions(o: {
  db: DbOrTx;
  actor: UserState;
  filters: CommissionListInput['search_condition'];
  input: PageInput;
}) {
  const { partner_id, status, keyword } = o.filters;
  return findPage({
    db: o.db,
    input: o.input,
    select: () => selectCommissions(o.db),
    where: and(
      partnerRows(o.actor, referralCommissions.ent_id, partner_id),
      status ? eq(referralCommissions.status, status) : undefined,
      keyword ? ilike(referralCommissions.trans_code, likePattern(keyword)) : undefined,
    ),
    sortable: COMMISSION_SORT,
    defaultSort: { column: 'from_date', direction: 'DESC' },
    tieBreaker: referralCommissions.id,
    map: toCommissionItem,
  });
}
