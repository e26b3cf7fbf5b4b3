import type { AssignForm, CrmTeamItem, CrmTeamListInput } from '@arflow/domain/api/organisation';
import type { Paged } from '@arflow/domain/api/paging';
import { CRM_ROLES } from '@arflow/domain/members';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, type Read, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { BUYER_TYPES, SUPPLIER_TYPES } from '../enterprises/index.ts';
import { users } from '../users/users.tables.ts';
import { crmAssignments, groups } from './organisation.tables.ts';
import { findStaffPage } from './staff-page.ts';

// Raw names: drizzle renders columns unqualified inside a select list, which would not correlate.
// Raw names: drizzle renders columns unqualified inside a select list, which would not correlate.
const count = (types: readonly string[]) =>
  sql<number>`(SELECT count(*)::int FROM crm_assignments ca JOIN enterprises e ON e.id = ca.ent_id
    WHERE ca.user_id = users.id AND e.type IN (${sql.join(
      types.map((t) => sql`${t}`),
      sql`, `,
    )}))`;
const select = (db: DbOrTx) =>
  db
    .select({
      user_id: users.id,
      full_name: users.fullName,
      email: users.email,
      role_id: users.roleId,
      group_id: users.group_id,
      group_name: groups.name,
      active: users.active,
      buyer_count: count(BUYER_TYPES),
      supplier_count: count(SUPPLIER_TYPES),
    })
    .from(users)
    .leftJoin(groups, eq(groups.id, users.group_id))
    .$dynamic();
const crmOf = (actor: UserState): SQL =>
  and(eq(users.enterpriseId, actor.enterprise_id), inArray(users.roleId, [...CRM_ROLES]))!;

/** POST /assigns/crm-team/list: the CRM users with how many buyers and suppliers each has. */
export async function findCrmTeam(
  opts: Read<{
    filters: CrmTeamListInput['search_condition'];
    input: Omit<CrmTeamListInput, 'search_condition'>;
  }>,
): Promise<Paged<CrmTeamItem>> {
  const { db, actor, filters: f } = opts;
  const where: (SQL | undefined)[] = [crmOf(actor)];
  if (f.group_id) where.push(eq(users.group_id, f.group_id));
  return findStaffPage({
    db,
    input: opts.input,
    select: () => select(db),
    where,
    keyword: f.keyword,
    map: (r) => r,
  });
}

/** POST /assigns/crm-team/all: every active CRM user (the picker of the assignment screen). */
export async function allCrmTeam(opts: { db: DbOrTx; actor: UserState; groupId?: number | undefined }) {
  const rows = await select(opts.db)
    .where(
      and(
        crmOf(opts.actor),
        eq(users.status, 'ACTIVATED'),
        opts.groupId ? eq(users.group_id, opts.groupId) : undefined,
      ),
    )
    .orderBy(users.fullName, users.id);
  return { data: rows };
}

/**
 * POST /assigns/buyers and /assigns/suppliers {user_id, ent_ids}: hand companies to an active CRM
 * user (one CRM per company; an earlier one is replaced) together with the CRM's team. A CRM
 * senior hands them only within their own team.
 */
export async function assignCustomers(
  opts: Command<{ kind: 'buyers' | 'suppliers'; form: AssignForm }>,
): Promise<number> {
  const { db, ctx, kind, form } = opts;
  const actor = requireActor(ctx);
  const ids = [...new Set(form.ent_ids)];
  return db.transaction(async (tx) => {
    const [crm] = await tx
      .select({ id: users.id, group_id: users.group_id })
      .from(users)
      .where(and(eq(users.id, form.user_id), crmOf(actor), eq(users.status, 'ACTIVATED')));
    if (!crm || crm.group_id === null)
      throw new AppError('NOT_CRM_USER', {
        fields: { user_id: [{ vi: 'Người dùng không hợp lệ', en: 'Invalid user' }] },
      });
    if (actor.role_id === 'CRM_SENIOR') {
      const [me] = await tx.select({ group_id: users.group_id }).from(users).where(eq(users.id, actor.id));
      if (me?.group_id !== crm.group_id) throw new AppError('NOT_SUBORDINATE');
    }
    const types = kind === 'buyers' ? BUYER_TYPES : SUPPLIER_TYPES;
    const companies = await tx
      .select({ id: enterprises.id, before: crmAssignments.user_id })
      .from(enterprises)
      .leftJoin(crmAssignments, eq(crmAssignments.ent_id, enterprises.id))
      .where(and(inArray(enterprises.id, ids), inArray(enterprises.type, [...types])));
    if (companies.length !== ids.length)
      throw new AppError('NOT_FOUND', { fields: { ent_ids: ['invalid'] } });
    const now = ctx.clock.now();
    for (const c of companies) {
      await tx
        .insert(crmAssignments)
        .values({
          ent_id: c.id,
          user_id: crm.id,
          group_id: crm.group_id,
          created_by: actor.id,
          created_at: now,
        })
        .onConflictDoUpdate({
          target: crmAssignments.ent_id,
          set: { user_id: crm.id, group_id: crm.group_id, created_by: actor.id, created_at: now },
        });
      if (c.before !== crm.id)
        await writeHistory(tx, ctx, {
          entity: 'enterprise',
          entityId: c.id,
          action: 'CRM_ASSIGN',
          changes: { crm_user_id: { from: c.before ?? null, to: crm.id } },
        });
    }
    await writeAudit(tx, ctx, {
      action: `crm_assignment.${kind}`,
      entity: 'crm_assignment',
      entityId: null,
      payload: form,
    });
    return companies.length;
  });
}
