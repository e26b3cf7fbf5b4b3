import type { Paged } from '@arflow/domain/api/paging';
import { MEMBER_SORT_COLUMNS, type MemberItem, type MemberListInput } from '@arflow/domain/api/users';
import type { EnterpriseCode } from '@arflow/domain/enterprises';
import { and, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { findPage, likePattern } from '../../platform/db/paging.ts';
import type { Read } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { users } from '../users/users.tables.ts';
import { memberColumns, memberScope, selectMembers, toMemberItem } from './member.query.ts';

/** Which companies each member list covers (spec §7 /user/suppliers, /funders, /buyers, /corporates, /persons). */
export const MEMBER_LISTS = {
  funders: (): SQL => eq(enterprises.type, 'FUNDER'),
  suppliers: (): SQL => inArray(enterprises.type, ['SUPPLIER', 'INDSUPPLIER', 'DOITAC_NCC']),
  buyers: (): SQL => eq(enterprises.type, 'BUYER'),
  corporates: (): SQL =>
    and(
      eq(enterprises.type, 'PARTNER'),
      or(ne(enterprises.partner_form, 'PERSON'), isNull(enterprises.partner_form)),
    )!,
  persons: (): SQL =>
    or(
      and(eq(enterprises.type, 'PARTNER'), eq(enterprises.partner_form, 'PERSON')),
      eq(enterprises.type, 'DOITAC_NCC'),
    )!,
} as const satisfies Record<string, () => SQL>;
export type MemberList = keyof typeof MEMBER_LISTS;
export const MEMBER_LIST_TYPES = {
  funders: ['FUNDER'],
  suppliers: ['SUPPLIER', 'INDSUPPLIER', 'DOITAC_NCC'],
  buyers: ['BUYER'],
  corporates: ['PARTNER'],
  persons: ['PARTNER', 'DOITAC_NCC'],
} as const satisfies Record<MemberList, readonly EnterpriseCode[]>;

/** A member list: the caller's scope, the list's kind of company and the filters; newest first by default. */
export async function findMembers(
  opts: Read<{
    list: MemberList;
    filters: MemberListInput['search_condition'];
    input: Omit<MemberListInput, 'search_condition'>;
  }>,
): Promise<Paged<MemberItem>> {
  const { db, actor, filters: f, input } = opts;
  const where: (SQL | undefined)[] = [memberScope(actor), MEMBER_LISTS[opts.list]()];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    where.push(or(ilike(users.fullName, p), ilike(users.email, p), ilike(users.username, p)));
  }
  if (f.ent_id) where.push(eq(users.enterpriseId, f.ent_id));
  if (f.role_id) where.push(eq(users.roleId, f.role_id));
  if (f.status) where.push(eq(users.status, f.status));
  if (f.dep_id) where.push(eq(users.dep_id, f.dep_id));
  if (f.group_id) where.push(eq(users.group_id, f.group_id));
  const sortable = Object.fromEntries(MEMBER_SORT_COLUMNS.map((c) => [c, memberColumns[c]]));
  return findPage({
    db,
    input,
    select: () => selectMembers(db),
    where: and(...where),
    sortable,
    defaultSort: { column: 'id', direction: 'DESC' },
    tieBreaker: users.id,
    map: toMemberItem,
  });
}
