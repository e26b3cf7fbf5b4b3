import type { Paged } from '@arflow/domain/api/paging';
import { and, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { type FindPageOptions, findPage, type PageInput } from '../../platform/db/paging.ts';
import { partnerRows } from './coordination.query.ts';

/** Who asks for a partner-owned list, which page, and the partner its filters name (funder staff). */
export type PartnerListCall = {
  db: DbOrTx;
  actor: UserState;
  input: PageInput;
  filters?: { partner_id?: number | undefined };
};

/**
 * One page of a partner-owned list (programmes, notices, commissions, referrals, contracts): every
 * such list pages within `partnerRows` of its owner column (the caller's own partner, or the one
 * funder staff name), narrowed by its own filters, so the scope is written once for all of them.
 */
export function findPartnerPage<Q extends PgSelect, Row>(
  call: PartnerListCall,
  list: Omit<FindPageOptions<Q, Row>, 'db' | 'input' | 'where'> & {
    owner: AnyPgColumn;
    /** The partner asked for when the call's filters do not name it (the programme screens). */
    partnerId?: number | undefined;
    filters?: (SQL | undefined)[];
  },
): Promise<Paged<Row>> {
  const { owner, partnerId = call.filters?.partner_id, filters = [], ...page } = list;
  return findPage({
    ...page,
    db: call.db,
    input: call.input,
    where: and(partnerRows(call.actor, owner, partnerId), ...filters),
  });
}
