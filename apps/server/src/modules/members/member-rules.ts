import type { EnterpriseCode } from '@arflow/domain/enterprises';
import { GROUP_REQUIRED_ROLES, MEMBER_ROLES } from '@arflow/domain/members';
import type { Role } from '@arflow/domain/roles';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { departments, groups } from '../organisation/organisation.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * The role a member may be given in a company of this type (spec §6): never MASTER ("a master
 * account cannot be registered"; the one MASTER keeps theirs), only the roles of that kind of
 * company.
 */
export function checkRole(o: { role: Role; type: EnterpriseCode; currentRole?: Role | undefined }): void {
  if (o.role === 'MASTER') {
    if (o.currentRole === 'MASTER') return;
    throw fieldError('role_id', 'CANNOT_CREATE_MASTER');
  }
  if (!MEMBER_ROLES[o.type].includes(o.role)) throw fieldError('role_id', 'ROLE_NOT_ALLOWED');
}

/**
 * The department and team of a member: both of the member's company, active, the team within the
 * department (the department follows the team when only the team is given); a CRM user needs a
 * team (spec §6 "a CRM user needs a group").
 */
export async function resolveTeam(
  db: DbOrTx,
  o: { entId: number; role: Role; dep_id: number | null; group_id: number | null },
): Promise<{ dep_id: number | null; group_id: number | null }> {
  let depId = o.dep_id;
  if (o.group_id !== null) {
    const [group] = await db
      .select({ dep_id: groups.dep_id })
      .from(groups)
      .innerJoin(departments, eq(departments.id, groups.dep_id))
      .where(
        and(
          eq(groups.id, o.group_id),
          eq(groups.active, true),
          eq(departments.active, true),
          eq(departments.ent_id, o.entId),
        ),
      );
    if (!group) throw fieldError('group_id', 'GROUP_NOT_FOUND');
    if (depId !== null && depId !== group.dep_id) throw fieldError('group_id', 'GROUP_NOT_IN_DEPARTMENT');
    depId = group.dep_id;
  } else if (GROUP_REQUIRED_ROLES.includes(o.role)) {
    throw fieldError('group_id', 'GROUP_MISSING');
  }
  if (depId !== null && o.group_id === null) {
    const [dep] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, depId), eq(departments.active, true), eq(departments.ent_id, o.entId)));
    if (!dep) throw new AppError('NOT_FOUND', { fields: { dep_id: ['invalid'] } });
  }
  return { dep_id: depId, group_id: o.group_id };
}

/** E-mails are unique over every user (they sign in with it), compared in any case. */
export async function refuseTakenEmail(db: DbOrTx, email: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw fieldError('email', 'EMAIL_DUPLICATED');
}

/**
 * A username for a new member (the spec's member form has none): the e-mail's local part, cleaned
 * to the username rule (3-16 of letters, digits, . _ -), with a number when taken.
 */
export async function freeUsername(db: DbOrTx, email: string): Promise<string> {
  let base = email
    .split('@')[0]!
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 12);
  if (base.length < 3) base = `user${base}`;
  for (let i = 0; i < 1000; i++) {
    const name = i === 0 ? base : `${base}${i}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${name}`)
      .limit(1);
    if (!taken) return name;
  }
  throw new AppError('USERNAME_DUPLICATED');
}
