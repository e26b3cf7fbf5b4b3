import type { Paged } from '@arflow/domain/api/paging';
import { and, ilike, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern, type PageInput } from '../../platform/db/paging.ts';
import { users } from '../users/users.tables.ts';

/**
 * A page of the funder's own staff (the CA pool, the CRM team): the keyword looks in the name and
 * the e-mail, the list sorts by id or name.
 */
export function findStaffPage<Q extends PgSelect, Row>(opts: {
  db: DbOrTx;
  input: PageInput;
  select: () => Q;
  where: (SQL | undefined)[];
  keyword: string | null | undefined;
  map: (row: Awaited<Q>[number]) => Row;
}): Promise<Paged<Row>> {
  const { keyword } = opts;
  const p = keyword ? likePattern(keyword) : undefined;
  return findPage({
    db: opts.db,
    input: opts.input,
    select: opts.select,
    where: and(...opts.where, p ? or(ilike(users.fullName, p), ilike(users.email, p)) : undefined),
    sortable: { id: users.id, full_name: users.fullName },
    tieBreaker: users.id,
    map: opts.map,
  });
}
