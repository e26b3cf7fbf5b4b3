import type {
  GroupAddForm,
  GroupItem,
  GroupListInput,
  GroupUpdateForm,
} from '@arflow/domain/api/organisation';
import type { Paged } from '@arflow/domain/api/paging';
import { and, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import { writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { findPage, likePattern } from '../../platform/db/paging.ts';
import { isoInstants, pickFields, type RowOf } from '../../platform/db/rows.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type Command, type Read, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { users } from '../users/users.tables.ts';
import { departments, groups } from './organisation.tables.ts';
import { writeCreated, writeEdited } from './record-trail.ts';

// Raw names: drizzle renders columns unqualified inside a select list, which would not correlate.
const customers = (types: string) =>
  sql<number>`(SELECT count(*)::int FROM crm_assignments ca JOIN enterprises e ON e.id = ca.ent_id
    WHERE ca.group_id = groups.id AND e.type IN (${sql.raw(types)}))`;
const columns = {
  id: groups.id,
  dep_id: groups.dep_id,
  dep_name: departments.name,
  name: groups.name,
  active: groups.active,
  member_count: sql<number>`(SELECT count(*)::int FROM users u WHERE u.group_id = groups.id)`,
  active_member_count: sql<number>`(SELECT count(*)::int FROM users u WHERE u.group_id = groups.id AND u.status <> 'DEACTIVATED')`,
  buyer_count: customers(`'BUYER'`),
  supplier_count: customers(`'SUPPLIER', 'INDSUPPLIER', 'DOITAC_NCC'`),
  created_at: groups.created_at,
  updated_at: groups.updated_at,
};
const select = (db: DbOrTx) =>
  db.select(columns).from(groups).innerJoin(departments, eq(departments.id, groups.dep_id)).$dynamic();
type Row = RowOf<typeof select>;
const toItem = (r: Row): GroupItem => ({
  ...isoInstants(r),
});
const mine = (actor: UserState) => eq(departments.ent_id, actor.enterprise_id);

async function loadGroup(db: DbOrTx, actor: UserState, id: number): Promise<GroupItem> {
  const [row] = await select(db).where(and(eq(groups.id, id), mine(actor)));
  if (!row) throw new AppError('GROUP_NOT_FOUND');
  return toItem(row);
}

export async function findGroups(
  opts: Read<{
    filters: GroupListInput['search_condition'];
    input: Omit<GroupListInput, 'search_condition'>;
  }>,
): Promise<Paged<GroupItem>> {
  const { db, actor, filters: f } = opts;
  const where: (SQL | undefined)[] = [mine(actor)];
  if (f.keyword) where.push(ilike(groups.name, likePattern(f.keyword)));
  if (f.dep_id) where.push(eq(groups.dep_id, f.dep_id));
  if (f.active !== undefined) where.push(eq(groups.active, f.active));
  return findPage({
    db,
    input: opts.input,
    select: () => select(db),
    where: and(...where),
    sortable: { id: groups.id, name: groups.name, dep_id: groups.dep_id },
    tieBreaker: groups.id,
    map: toItem,
  });
}

async function ownDepartment(tx: DbOrTx, actor: UserState, depId: number): Promise<void> {
  const [dep] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.id, depId),
        eq(departments.ent_id, actor.enterprise_id),
        eq(departments.active, true),
      ),
    );
  if (!dep) throw new AppError('NOT_FOUND', { fields: { dep_id: ['invalid'] } });
}

async function refuseTakenName(tx: DbOrTx, depId: number, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        eq(groups.dep_id, depId),
        sql`lower(${groups.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(groups.id, exceptId),
      ),
    );
  if (taken) throw fieldError('name', 'GROUP_DUPLICATED');
}

/**
 * Spec §6 "a group with customers or active members cannot be deleted": members who are not
 * deactivated, or buyers and suppliers handed to the group, keep it alive.
 */
async function refuseBusy(tx: Tx, id: number): Promise<void> {
  const [counts] = await tx
    .select({
      ...pickFields(columns, ['active_member_count', 'buyer_count', 'supplier_count']),
    })
    .from(groups)
    .where(eq(groups.id, id));
  if (!counts) return;
  if (counts.active_member_count > 0) throw new AppError('GROUP_HAS_USERS');
  if (counts.buyer_count > 0) throw new AppError('GROUP_HAS_BUYER');
  if (counts.supplier_count > 0) throw new AppError('GROUP_HAS_SUPPLIER');
}

const duplicated = (err: unknown) =>
  isUniqueViolation(err, 'groups_name_uq') ? fieldError('name', 'GROUP_DUPLICATED') : undefined;

/** POST /group/add {name, dep_id}: names are unique within a department. */
export async function addGroup(opts: Command<{ form: GroupAddForm }>): Promise<GroupItem> {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  try {
    const id = await db.transaction(async (tx) => {
      await ownDepartment(tx, actor, form.dep_id);
      await refuseTakenName(tx, form.dep_id, form.name);
      const now = ctx.clock.now();
      const [row] = await tx
        .insert(groups)
        .values({ ...form, created_by: actor.id, updated_by: actor.id, created_at: now, updated_at: now })
        .returning({ id: groups.id });
      await writeCreated(tx, ctx, { entity: 'group', id: row!.id, form });
      return row!.id;
    });
    return loadGroup(db, actor, id);
  } catch (err) {
    throw duplicated(err) ?? err;
  }
}

/**
 * POST /group/update {id, dep_id, name, active}: moving the team moves its members' department
 * too; switching it off is the same as disabling it (refused while it has work).
 */
export async function updateGroup(opts: Command<{ form: GroupUpdateForm }>): Promise<GroupItem> {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ dep_id: groups.dep_id, name: groups.name, active: groups.active })
        .from(groups)
        .innerJoin(departments, eq(departments.id, groups.dep_id))
        .where(and(eq(groups.id, form.id), mine(actor)))
        .for('update', { of: groups });
      if (!before) throw new AppError('GROUP_NOT_FOUND');
      if (form.dep_id !== before.dep_id) await ownDepartment(tx, actor, form.dep_id);
      await refuseTakenName(tx, form.dep_id, form.name, form.id);
      if (before.active && !form.active) await refuseBusy(tx, form.id);
      const after = { dep_id: form.dep_id, name: form.name, active: form.active };
      await tx
        .update(groups)
        .set({ ...after, updated_by: actor.id, updated_at: ctx.clock.now() })
        .where(eq(groups.id, form.id));
      if (form.dep_id !== before.dep_id)
        await tx.update(users).set({ dep_id: form.dep_id }).where(eq(users.group_id, form.id));
      await writeEdited(tx, ctx, { entity: 'group', id: form.id, before, after, form });
    });
  } catch (err) {
    throw duplicated(err) ?? err;
  }
  return loadGroup(db, actor, form.id);
}

/** GET /group/disable/{id}: switch a team off, refused while it has active members or customers. */
export async function disableGroup(opts: { db: Db; ctx: RequestContext; id: number }): Promise<void> {
  const { db, ctx, id } = opts;
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    const [group] = await tx
      .select({ active: groups.active })
      .from(groups)
      .innerJoin(departments, eq(departments.id, groups.dep_id))
      .where(and(eq(groups.id, id), mine(actor)))
      .for('update', { of: groups });
    if (!group) throw new AppError('GROUP_NOT_FOUND');
    if (!group.active) throw new AppError('TRANSITION_NOT_ALLOWED');
    await refuseBusy(tx, id);
    await tx
      .update(groups)
      .set({ active: false, updated_by: actor.id, updated_at: ctx.clock.now() })
      .where(and(eq(groups.id, id), eq(groups.active, true)));
    await writeHistory(tx, ctx, {
      entity: 'group',
      entityId: id,
      action: 'DISABLE',
      from: 'ACTIVE',
      to: 'DISABLED',
    });
    await writeAudit(tx, ctx, { action: 'group.disable', entity: 'group', entityId: id });
  });
}
