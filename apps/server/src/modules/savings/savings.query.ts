import type {
  MemberHistoryListBody,
  MovementListBody,
  PlacementListBody,
  SavingsClassItem,
  SavingsMemberItem,
  SavingsPackItem,
} from '@arflow/domain/api/savings';
import { and, eq, getTableColumns, ilike, isNotNull, isNull, or, type SQL, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import { isoInstants } from '../../platform/db/rows.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  savingsClasses as c,
  savingsMemberHistory as h,
  savingsMembers as m,
  savingsMovements as mv,
  savingsPacks as p,
  savingsPlacements as pl,
} from './savings.tables.ts';

const NO_STAMPS = ['created_by', 'updated_by'] as const;
function columnsOf<T extends Parameters<typeof getTableColumns>[0]>(table: T) {
  const all = { ...getTableColumns(table) } as Record<string, unknown>;
  for (const k of NO_STAMPS) delete all[k];
  return all as ReturnType<typeof getTableColumns<T>>;
}

export const keywordOn = (keyword: string | undefined, ...columns: Parameters<typeof ilike>[0][]) =>
  keyword ? or(...columns.map((col) => ilike(col, likePattern(keyword)))) : undefined;

// ---- Classes, members, packs: the reads of their record declarations -----------------------------

export function selectClasses(db: DbOrTx) {
  const { created_by: _b, updated_by: _u, created_at: _c, ...columns } = getTableColumns(c);
  return db
    .select({
      ...columns,
      member_count:
        sql<number>`(select count(*) from savings_members sm where sm.class_id = "savings_classes"."id")`.mapWith(
          Number,
        ),
    })
    .from(c)
    .$dynamic();
}
export const toClassItem = (row: Record<string, unknown>) => isoInstants(row) as unknown as SavingsClassItem;

export function selectMembers(db: DbOrTx) {
  const { created_by: _b, updated_by: _u, created_at: _c, ...columns } = getTableColumns(m);
  return db
    .select({ ...columns, class_name: c.name })
    .from(m)
    .leftJoin(c, eq(c.id, m.class_id))
    .$dynamic();
}
export const toMemberItem = (row: Record<string, unknown>) =>
  isoInstants(row) as unknown as SavingsMemberItem;

export function selectPacks(db: DbOrTx) {
  return db.select(columnsOf(p)).from(p).$dynamic();
}
export const toPackItem = (row: Record<string, unknown>) => isoInstants(row) as unknown as SavingsPackItem;

// ---- Placements -------------------------------------------------------------------------------

function selectPlacements(db: DbOrTx) {
  const { created_by: _b, updated_by: _u, created_at: _c, updated_at: _d, ...columns } = getTableColumns(pl);
  return db
    .select({
      ...columns,
      pack_code: p.code,
      pack_name: p.name,
      member_code: m.code,
      member_name: m.name,
    })
    .from(pl)
    .innerJoin(p, eq(p.id, pl.pack_id))
    .innerJoin(m, eq(m.id, pl.member_id))
    .$dynamic();
}

const limitedOf = (limited: 'true' | 'false' | undefined): SQL | undefined =>
  limited === undefined ? undefined : limited === 'true' ? isNotNull(p.cap) : isNull(p.cap);

/** The placements of the pack member screens (ListPackage…/Member/{id?}), newest first. */
export function findPlacements(db: DbOrTx, body: PlacementListBody) {
  const { search_condition: f, ...input } = body;
  return findPage({
    db,
    input,
    select: () => selectPlacements(db),
    where: and(
      f.pack_id === undefined ? undefined : eq(pl.pack_id, f.pack_id),
      f.member_id === undefined ? undefined : eq(pl.member_id, f.member_id),
      f.status ? eq(pl.status, f.status) : undefined,
      limitedOf(f.limited),
    ),
    sortable: {
      ...sortableColumns(pl, [
        'id',
        'amount',
        'rate',
        'start_date',
        'maturity_date',
        'interest',
        'commission',
        'status',
      ]),
      member_code: m.code,
      member_name: m.name,
      pack_name: p.name,
    },
    defaultSort: { column: 'id', direction: 'DESC' },
    tieBreaker: pl.id,
    map: isoInstants,
  });
}

export async function loadPlacement(db: DbOrTx, id: number) {
  const [row] = await selectPlacements(db).where(eq(pl.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

// ---- Movements (TransactionHistory) -----------------------------------------------------------

/** Movements of money, with spec §3's `object`: the sum of the listed amounts. */
export async function findMovements(db: DbOrTx, body: MovementListBody) {
  const { search_condition: f, ...input } = body;
  const where = and(
    f.pack_id === undefined ? undefined : eq(mv.pack_id, f.pack_id),
    f.member_id === undefined ? undefined : eq(mv.member_id, f.member_id),
    f.kind ? eq(mv.kind, f.kind) : undefined,
  );
  const { created_by: _b, ...columns } = getTableColumns(mv);
  const [page, [total]] = await Promise.all([
    findPage({
      db,
      input,
      select: () =>
        db
          .select({ ...columns, pack_name: p.name, member_name: m.name })
          .from(mv)
          .innerJoin(p, eq(p.id, mv.pack_id))
          .innerJoin(m, eq(m.id, mv.member_id))
          .$dynamic(),
      where,
      sortable: {
        ...sortableColumns(mv, ['id', 'business_date', 'kind', 'placement_id', 'amount', 'created_at']),
        member_name: m.name,
        pack_name: p.name,
      },
      defaultSort: { column: 'id', direction: 'DESC' },
      tieBreaker: mv.id,
      map: isoInstants,
    }),
    db
      .select({ amount: sum(mv.amount).mapWith(Number) })
      .from(mv)
      .where(where),
  ]);
  return { ...page, object: { total_amount: total?.amount ?? 0 } };
}

// ---- Member history ---------------------------------------------------------------------------

const fromClass = alias(c, 'from_class');
const toClass = alias(c, 'to_class');

export function findMemberHistory(db: DbOrTx, body: MemberHistoryListBody) {
  const { search_condition: f, ...input } = body;
  return findPage({
    db,
    input,
    select: () =>
      db
        .select({
          id: h.id,
          member_id: h.member_id,
          member_code: m.code,
          member_name: m.name,
          from_class: fromClass.name,
          to_class: toClass.name,
          total_holding: h.total_holding,
          created_at: h.created_at,
        })
        .from(h)
        .innerJoin(m, eq(m.id, h.member_id))
        .leftJoin(fromClass, eq(fromClass.id, h.from_class_id))
        .leftJoin(toClass, eq(toClass.id, h.to_class_id))
        .$dynamic(),
    where: and(
      f.member_id === undefined ? undefined : eq(h.member_id, f.member_id),
      keywordOn(f.keyword, m.code, m.name),
    ),
    sortable: {
      ...sortableColumns(h, ['id', 'total_holding', 'created_at']),
      member_code: m.code,
      member_name: m.name,
    },
    defaultSort: { column: 'id', direction: 'DESC' },
    tieBreaker: h.id,
    map: isoInstants,
  });
}
