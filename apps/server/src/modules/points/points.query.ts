import type {
  PointDetailListBody,
  pointSettingListQuery,
  VoucherRequestListBody,
  voucherCategoryListQuery,
} from '@arflow/domain/api/points';
import { and, desc, eq, getTableColumns, ilike, inArray, lte, ne, or, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import { isoInstants } from '../../platform/db/rows.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { users } from '../users/users.tables.ts';
import {
  pointMovements as m,
  pointSettings as ps,
  voucherCategories as vc,
  voucherRequests as vr,
} from './points.tables.ts';

/** A company user reads only its own company's points; funder staff any company's. */
export async function requireOwnCompany(db: DbOrTx, actor: UserState, entId: number): Promise<void> {
  if (actor.enterprise_code !== 'FUNDER' && actor.enterprise_id !== entId) throw new AppError('NOT_FOUND');
  const [row] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, entId));
  if (!row) throw new AppError('NOT_FOUND');
}

/** The sum of a buyer's ledger: what it may still spend. */
export async function balanceOf(db: DbOrTx, entId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(m.points).mapWith(Number) })
    .from(m)
    .where(eq(m.ent_id, entId));
  return row?.total ?? 0;
}

/** GET /point/{id}/totalpoint: the balance and how it came about, from the ledger and the requests. */
export async function totalPoints(db: DbOrTx, actor: UserState, entId: number) {
  await requireOwnCompany(db, actor, entId);
  const [ledger] = await db
    .select({
      total: sum(m.points).mapWith(Number),
      earned: sql<number>`coalesce(sum(${m.points}) filter (where ${m.kind} = 'EARN'), 0)`.mapWith(Number),
    })
    .from(m)
    .where(eq(m.ent_id, entId));
  const byStatus = await db
    .select({ status: vr.status, points: sum(vr.points).mapWith(Number) })
    .from(vr)
    .where(and(eq(vr.ent_id, entId), ne(vr.status, 'REJECTED')))
    .groupBy(vr.status);
  const of = (s: string) => byStatus.find((r) => r.status === s)?.points ?? 0;
  return {
    data: {
      ent_id: entId,
      total_point: ledger?.total ?? 0,
      earned_point: ledger?.earned ?? 0,
      redeemed_point: of('APPROVED'),
      pending_point: of('NEW'),
    },
  };
}

function selectSettings(db: DbOrTx) {
  const { created_by: _b, ...columns } = getTableColumns(ps);
  return db
    .select({ ...columns, created_by_name: users.fullName })
    .from(ps)
    .leftJoin(users, eq(users.id, ps.created_by))
    .$dynamic();
}

/** The setting in force on `date`: the latest effective by then (null before the first). */
export async function settingOn(db: DbOrTx, date: string) {
  const [row] = await selectSettings(db)
    .where(lte(ps.effective_from, date))
    .orderBy(desc(ps.effective_from), desc(ps.id))
    .limit(1);
  return row ? isoInstants(row) : null;
}

/** GET /point/listpointsettingdetail: every setting ever made, newest effective first. */
export function findSettings(db: DbOrTx, query: z.infer<typeof pointSettingListQuery>) {
  return findPage({
    db,
    input: query,
    select: () => selectSettings(db),
    sortable: sortableColumns(ps, ['id', 'effective_from', 'vnd_per_point', 'created_at']),
    defaultSort: { column: 'effective_from', direction: 'DESC' },
    tieBreaker: ps.id,
    map: isoInstants,
  });
}

/** GET /point/listcategoryvoucher: the catalogue; a buyer sees only what is offered. */
export function findCategories(db: DbOrTx, actor: UserState, q: z.infer<typeof voucherCategoryListQuery>) {
  const { created_by: _c, updated_by: _u, created_at: _a, ...columns } = getTableColumns(vc);
  const active = actor.enterprise_code === 'FUNDER' ? q.active : 'true';
  return findPage({
    db,
    input: q,
    select: () => db.select(columns).from(vc).$dynamic(),
    where: and(
      q.keyword ? ilike(vc.name, likePattern(q.keyword)) : undefined,
      active === undefined ? undefined : eq(vc.active, active === 'true'),
    ),
    sortable: sortableColumns(vc, ['id', 'name', 'points', 'value', 'updated_at']),
    defaultSort: { column: 'points', direction: 'ASC' },
    tieBreaker: vc.id,
    map: isoInstants,
  });
}

/** POST /point/listpointdetail: ledger movements within the caller's scope, newest first. */
export function findMovements(db: DbOrTx, actor: UserState, body: PointDetailListBody) {
  const { search_condition: f, ...input } = body;
  const { created_by: _c, source_id: _s, ...columns } = getTableColumns(m);
  return findPage({
    db,
    input,
    select: () =>
      db
        .select({ ...columns, ent_name: enterprises.name })
        .from(m)
        .innerJoin(enterprises, eq(enterprises.id, m.ent_id))
        .$dynamic(),
    where: and(
      ownedBy(actor, m.ent_id),
      f.ent_id === undefined ? undefined : eq(m.ent_id, f.ent_id),
      f.kind ? eq(m.kind, f.kind) : undefined,
    ),
    sortable: { ...sortableColumns(m, ['id', 'created_at', 'kind', 'points']), ent_name: enterprises.name },
    defaultSort: { column: 'created_at', direction: 'DESC' },
    tieBreaker: m.id,
    map: isoInstants,
  });
}

export function selectRequests(db: DbOrTx) {
  const { created_by: _c, updated_by: _u, ...columns } = getTableColumns(vr);
  return db
    .select({ ...columns, ent_name: enterprises.name, category_name: vc.name })
    .from(vr)
    .innerJoin(enterprises, eq(enterprises.id, vr.ent_id))
    .innerJoin(vc, eq(vc.id, vr.category_id))
    .$dynamic();
}

function requestFilter(actor: UserState, f: VoucherRequestListBody['search_condition']) {
  return and(
    ownedBy(actor, vr.ent_id),
    f.ent_id === undefined ? undefined : eq(vr.ent_id, f.ent_id),
    f.status ? eq(vr.status, f.status) : undefined,
    f.keyword
      ? or(ilike(enterprises.name, likePattern(f.keyword)), ilike(vc.name, likePattern(f.keyword)))
      : undefined,
  );
}

/**
 * POST /point/listrequestvoucher: requests within the caller's scope, with spec §3's `object`:
 * the points the matching approved requests redeemed.
 */
export async function findRequests(db: DbOrTx, actor: UserState, body: VoucherRequestListBody) {
  const { search_condition: f, ...input } = body;
  const where = requestFilter(actor, f);
  const [page, [redeemed]] = await Promise.all([
    findPage({
      db,
      input,
      select: () => selectRequests(db),
      where,
      sortable: {
        ...sortableColumns(vr, ['id', 'created_at', 'points', 'value', 'status']),
        ent_name: enterprises.name,
        category_name: vc.name,
      },
      defaultSort: { column: 'created_at', direction: 'DESC' },
      tieBreaker: vr.id,
      map: isoInstants,
    }),
    db
      .select({ points: sum(vr.points).mapWith(Number) })
      .from(vr)
      .innerJoin(enterprises, eq(enterprises.id, vr.ent_id))
      .innerJoin(vc, eq(vc.id, vr.category_id))
      .where(and(where, inArray(vr.status, ['APPROVED']))),
  ]);
  return { ...page, object: { total_redeemed_point: redeemed?.points ?? 0 } };
}

/** One request within the caller's scope (404 otherwise). */
export async function loadRequest(db: DbOrTx, actor: UserState | null, id: number) {
  const [row] = await selectRequests(db).where(
    and(actor ? ownedBy(actor, vr.ent_id) : undefined, eq(vr.id, id)),
  );
  if (!row) throw new AppError('NOT_FOUND');
  return isoInstants(row);
}
