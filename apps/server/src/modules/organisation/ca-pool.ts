import type { CaAddForm, CaListInput, CaUserItem } from '@arflow/domain/api/organisation';
import type { Paged } from '@arflow/domain/api/paging';
import { CA_ROLES } from '@arflow/domain/members';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, type Read, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { users } from '../users/users.tables.ts';
import { caAssignments, groups } from './organisation.tables.ts';
import { findStaffPage } from './staff-page.ts';

/** Active CA users of the caller's own company (the funder). */
const caUsers = (actor: UserState): SQL =>
  and(
    eq(users.enterpriseId, actor.enterprise_id),
    inArray(users.roleId, [...CA_ROLES]),
    eq(users.status, 'ACTIVATED'),
  )!;

const select = (db: DbOrTx) =>
  db
    .select({
      assignment_id: caAssignments.id,
      user_id: users.id,
      full_name: users.fullName,
      email: users.email,
      role_id: users.roleId,
      group_name: groups.name,
      active: caAssignments.active,
      assigned_at: caAssignments.created_at,
    })
    .from(users)
    .leftJoin(caAssignments, eq(caAssignments.user_id, users.id))
    .leftJoin(groups, eq(groups.id, users.group_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof select>>[number];
const toItem = (r: Row): CaUserItem => ({
  id: r.assignment_id ?? r.user_id,
  user_id: r.user_id,
  full_name: r.full_name,
  email: r.email,
  role_id: r.role_id,
  group_name: r.group_name,
  active: r.active,
  assigned_at: r.assigned_at?.toISOString() ?? null,
});

/** POST /user/funder/ca_not_assigned and /ca_assigned: the CA users outside and inside the pool. */
export async function findCaUsers(
  opts: Read<{
    assigned: boolean;
    filters: CaListInput['search_condition'];
    input: Omit<CaListInput, 'search_condition'>;
  }>,
): Promise<Paged<CaUserItem>> {
  const { db, actor, filters: f } = opts;
  const where: (SQL | undefined)[] = [
    eq(users.enterpriseId, actor.enterprise_id),
    inArray(users.roleId, [...CA_ROLES]),
  ];
  if (opts.assigned) where.push(eq(caAssignments.user_id, users.id));
  else where.push(isNull(caAssignments.id), eq(users.status, 'ACTIVATED'));
  if (f.active !== undefined && opts.assigned) where.push(eq(caAssignments.active, f.active));
  return findStaffPage({
    db,
    input: opts.input,
    select: () => select(db),
    where,
    keyword: f.keyword,
    map: toItem,
  });
}

/** POST /user/funder/ca_assigned/add {user_ids}: put active CA users in the pool (already there: kept). */
export async function addCaUsers(opts: { db: Db; ctx: RequestContext; form: CaAddForm }): Promise<number> {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  const ids = [...new Set(form.user_ids)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), caUsers(actor)));
    if (found.length !== ids.length)
      throw new AppError('NOT_CA_USER', {
        fields: { user_ids: [{ vi: 'Người dùng không hợp lệ', en: 'Invalid user' }] },
      });
    const now = ctx.clock.now();
    const rows = await tx
      .insert(caAssignments)
      .values(
        ids.map((user_id) => ({
          user_id,
          created_by: actor.id,
          updated_by: actor.id,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: caAssignments.id, user_id: caAssignments.user_id });
    for (const r of rows)
      await writeHistory(tx, ctx, {
        entity: 'ca_assignment',
        entityId: r.id,
        action: 'CREATE',
        to: 'ACTIVE',
      });
    await writeAudit(tx, ctx, {
      action: 'ca_assignment.add',
      entity: 'ca_assignment',
      entityId: null,
      payload: form,
    });
    return rows.length;
  });
}

/** POST /user/funder/ca_assigned/{id}/activate and /deactivate: switch a pool member on or off. */
export async function setCaActive(opts: Command<{ id: number; active: boolean }>): Promise<CaUserItem> {
  const { db, ctx, id, active } = opts;
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ active: caAssignments.active, status: users.status })
      .from(caAssignments)
      .innerJoin(users, eq(users.id, caAssignments.user_id))
      .where(and(eq(caAssignments.id, id), eq(users.enterpriseId, actor.enterprise_id)))
      .for('update', { of: caAssignments });
    if (!row) throw new AppError('NOT_FOUND');
    if (row.active === active) throw new AppError('TRANSITION_NOT_ALLOWED');
    if (active && row.status !== 'ACTIVATED') throw new AppError('NOT_CA_USER');
    await tx
      .update(caAssignments)
      .set({ active, updated_by: actor.id, updated_at: ctx.clock.now() })
      .where(and(eq(caAssignments.id, id), eq(caAssignments.active, !active)));
    const [from, to] = active ? ['DISABLED', 'ACTIVE'] : ['ACTIVE', 'DISABLED'];
    const action = active ? 'ACTIVATE' : 'DEACTIVATE';
    await writeHistory(tx, ctx, { entity: 'ca_assignment', entityId: id, action, from, to });
    await writeAudit(tx, ctx, {
      action: `ca_assignment.${action.toLowerCase()}`,
      entity: 'ca_assignment',
      entityId: id,
    });
  });
  const [r] = await select(db).where(eq(caAssignments.id, id));
  return toItem(r!);
}
