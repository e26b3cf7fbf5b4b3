import type { MemberItem } from '@arflow/domain/api/users';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { departments, groups } from '../organisation/organisation.tables.ts';
import { users } from '../users/users.tables.ts';

/** The columns of a member answer, named as spec §3 names them. */
export const memberColumns = {
  id: users.id,
  username: users.username,
  full_name: users.fullName,
  position: users.position,
  email: users.email,
  tel_num: users.telNum,
  cell_phone: users.cell_phone,
  fax_num: users.fax_num,
  role_id: users.roleId,
  ent_id: users.enterpriseId,
  enterprise_name: enterprises.name,
  enterprise_code: enterprises.type,
  dep_id: users.dep_id,
  dep_name: departments.name,
  group_id: users.group_id,
  group_name: groups.name,
  allow_sign: users.allowSign,
  active: users.active,
  status: users.status,
  created_at: users.created_at,
  updated_at: users.updated_at,
};

export function selectMembers(db: DbOrTx) {
  return db
    .select(memberColumns)
    .from(users)
    .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .leftJoin(departments, eq(departments.id, users.dep_id))
    .leftJoin(groups, eq(groups.id, users.group_id))
    .$dynamic();
}

type MemberRow = Omit<MemberItem, 'user_id' | 'created_at' | 'updated_at'> & {
  created_at: Date;
  updated_at: Date;
};

export function toMemberItem(row: MemberRow): MemberItem {
  return {
    ...row,
    user_id: row.id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Which members a caller reaches: funder staff every company's, a company user their own company's. */
export function memberScope(actor: UserState): SQL | undefined {
  return ownedBy(actor, users.enterpriseId);
}

/** The funder's administrators: the only funder staff who add or edit the funder's own members. */
export const isFunderAdmin = (actor: UserState): boolean =>
  actor.enterprise_code === 'FUNDER' && (actor.role_id === 'MASTER' || actor.role_id === 'SUBMASTER');

/**
 * Which members a caller may add, edit or re-invite: the funder's admins every company's; other
 * funder staff (the client editors, spec §6 Client menu) only client companies' members, never a
 * funder colleague's (no one raises their own team's rights); a company user their own company's.
 */
export function memberWriteScope(actor: UserState): SQL | undefined {
  if (actor.enterprise_code !== 'FUNDER' || isFunderAdmin(actor)) return memberScope(actor);
  return sql`${users.enterpriseId} NOT IN (SELECT id FROM enterprises WHERE type = 'FUNDER')`;
}

/** One member within the caller's scope, or undefined (the route answers 404). */
export async function loadMember(db: DbOrTx, actor: UserState, id: number): Promise<MemberItem | undefined> {
  const [row] = await selectMembers(db).where(and(eq(users.id, id), memberScope(actor)));
  return row && toMemberItem(row);
}
