import type { Paged } from '@arflow/domain/api/paging';
import type { CrmSupplierItem, CrmSupplierListInput } from '@arflow/domain/api/users';
import { CRM_ROLES } from '@arflow/domain/members';
import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { findPage, likePattern } from '../../platform/db/paging.ts';
import { pickFields } from '../../platform/db/rows.ts';
import type { Read } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { SUPPLIER_TYPES } from '../enterprises/index.ts';
import { crmAssignments, groups } from '../organisation/organisation.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * POST /user/crm/supplier: the suppliers in CRM hands. A CRM sees their own; a CRM senior their
 * team's; other client staff everyone's (narrowed by `user_id`).
 */
export async function findCrmSuppliers(
  opts: Read<{
    filters: CrmSupplierListInput['search_condition'];
    input: Omit<CrmSupplierListInput, 'search_condition'>;
  }>,
): Promise<Paged<CrmSupplierItem>> {
  const { db, actor, filters: f, input } = opts;
  const where: (SQL | undefined)[] = [inArray(enterprises.type, [...SUPPLIER_TYPES])];
  if (actor.role_id === 'CRM') where.push(eq(crmAssignments.user_id, actor.id));
  else if (CRM_ROLES.includes(actor.role_id)) {
    const [me] = await db.select({ group_id: users.group_id }).from(users).where(eq(users.id, actor.id));
    where.push(
      me?.group_id ? eq(crmAssignments.group_id, me.group_id) : eq(crmAssignments.user_id, actor.id),
    );
  }
  if (f.user_id) where.push(eq(crmAssignments.user_id, f.user_id));
  if (f.keyword) {
    const p = likePattern(f.keyword);
    where.push(or(ilike(enterprises.name, p), ilike(enterprises.mst, p), ilike(enterprises.code, p)));
  }
  const select = () =>
    db
      .select({
        ...pickFields(enterprises, ['id', 'code', 'name', 'mst', 'type', 'status']),
        crm_user_id: users.id,
        crm_full_name: users.fullName,
        group_id: crmAssignments.group_id,
        group_name: groups.name,
        assigned_at: crmAssignments.created_at,
      })
      .from(crmAssignments)
      .innerJoin(enterprises, eq(enterprises.id, crmAssignments.ent_id))
      .innerJoin(users, eq(users.id, crmAssignments.user_id))
      .leftJoin(groups, eq(groups.id, crmAssignments.group_id))
      .$dynamic();
  return findPage({
    db,
    input,
    select,
    where: and(...where),
    sortable: {
      id: enterprises.id,
      name: enterprises.name,
      mst: enterprises.mst,
      assigned_at: crmAssignments.created_at,
    },
    defaultSort: { column: 'id', direction: 'DESC' },
    tieBreaker: enterprises.id,
    map: (r) => ({ ...r, assigned_at: r.assigned_at.toISOString() }),
  });
}
