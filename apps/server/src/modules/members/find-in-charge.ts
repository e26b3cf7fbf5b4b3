import { and, eq, inArray } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { SUPPLIER_TYPES } from '../enterprises/index.ts';
import { crmAssignments, groups } from '../organisation/organisation.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * GET /user/supplier/{sup_id}/in-charge: the funder staff in charge of a supplier, i.e. its CRM
 * (spec §7), so the supplier knows whom to call. A supplier reaches only its own.
 */
export async function findInCharge(opts: { db: DbOrTx; actor: UserState; supId: number }) {
  const { db, actor, supId } = opts;
  const [supplier] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(
      and(
        eq(enterprises.id, supId),
        inArray(enterprises.type, [...SUPPLIER_TYPES]),
        ownedBy(actor, enterprises.id),
      ),
    );
  if (!supplier) throw new AppError('NOT_FOUND');
  const data = await db
    .select({
      user_id: users.id,
      full_name: users.fullName,
      position: users.position,
      email: users.email,
      tel_num: users.telNum,
      role_id: users.roleId,
      group_name: groups.name,
    })
    .from(crmAssignments)
    .innerJoin(users, eq(users.id, crmAssignments.user_id))
    .leftJoin(groups, eq(groups.id, users.group_id))
    .where(eq(crmAssignments.ent_id, supId));
  return { data };
}
