import type { CommissionListInput } from '@arflow/domain/api/coordination';
import { eq, ilike } from 'drizzle-orm';
import { likePattern } from '../../platform/db/paging.ts';
import { COMMISSION_SORT, selectCommissions, toCommissionItem } from './commission.query.ts';
import { referralCommissions } from './coordination.tables.ts';
import { findPartnerPage, type PartnerListCall } from './partner-page.ts';

/** Referral commissions: the partner's own, or every partner's (funder staff), newest first. */
export function findCommissions(o: PartnerListCall & { filters: CommissionListInput['search_condition'] }) {
  const { status, keyword } = o.filters;
  return findPartnerPage(o, {
    owner: referralCommissions.ent_id,
    select: () => selectCommissions(o.db),
    filters: [
      status ? eq(referralCommissions.status, status) : undefined,
      keyword ? ilike(referralCommissions.trans_code, likePattern(keyword)) : undefined,
    ],
    sortable: COMMISSION_SORT,
    defaultSort: { column: 'from_date', direction: 'DESC' },
    tieBreaker: referralCommissions.id,
    map: toCommissionItem,
  });
}
