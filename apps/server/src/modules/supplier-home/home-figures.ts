import type { SupplierHome } from '@arflow/domain/api/supplier-home';
import { RECEIVABLE_STATUSES } from '@arflow/domain/statuses/receivable';
import {
  CLOSED_RECEIVABLE_STATUSES,
  MONEY_STAGES,
  maturityBuckets,
  SUPPLIER_ACTION_VIEWS,
  type SupplierActionView,
} from '@arflow/domain/supplier-home';
import { and, eq, gte, inArray, lte, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { limitSummary } from '../credit-supplier/supplier-overview.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactions } from '../transactions/transactions.tables.ts';

/** A count and a sum of whole VND under `where`, as numbers (PostgreSQL sums bigint as numeric). */
const countWhere = (where: SQL | undefined) => sql<number>`count(*) filter (where ${where})::int`;
const sumWhere = (col: SQL | typeof receivables.ar_amount, where: SQL | undefined) =>
  sql<number>`coalesce(sum(${col}) filter (where ${where}), 0)::bigint`.mapWith(Number);

/** The supplier's receivables by status: one row per status, zeros included, in the spec's order. */
async function arByStatus(db: DbOrTx, supId: number) {
  const rows = await db
    .select({
      status: receivables.status,
      count: sql<number>`count(*)::int`,
      ar_amount: sql<number>`coalesce(sum(${receivables.ar_amount}), 0)::bigint`.mapWith(Number),
    })
    .from(receivables)
    .where(eq(receivables.ent_id, supId))
    .groupBy(receivables.status);
  const by = new Map(rows.map((r) => [r.status, r]));
  return RECEIVABLE_STATUSES.map((status) => ({
    status,
    count: by.get(status)?.count ?? 0,
    ar_amount: by.get(status)?.ar_amount ?? 0,
  }));
}

/** Open receivables by maturity bucket, in one pass over the supplier's rows. */
async function arByMaturity(db: DbOrTx, supId: number, today: string) {
  const buckets = maturityBuckets(today);
  const inBucket = (b: (typeof buckets)[number]) =>
    and(
      b.due_from === null ? undefined : gte(receivables.maturity_date, b.due_from),
      b.due_to === null ? undefined : lte(receivables.maturity_date, b.due_to),
    );
  const figures = Object.fromEntries(
    buckets.flatMap((b) => [
      [`${b.bucket}_count`, countWhere(inBucket(b))],
      [`${b.bucket}_amount`, sumWhere(receivables.ar_amount, inBucket(b))],
    ]),
  ) as Record<string, SQL<number>>;
  const [row] = await db
    .select(figures)
    .from(receivables)
    .where(
      and(eq(receivables.ent_id, supId), notInArray(receivables.status, [...CLOSED_RECEIVABLE_STATUSES])),
    );
  return buckets.map((b) => ({
    ...b,
    count: Number(row?.[`${b.bucket}_count`] ?? 0),
    ar_amount: Number(row?.[`${b.bucket}_amount`] ?? 0),
  }));
}

/**
 * Transactions waiting for the supplier and the advances received and due, in one pass over its
 * transactions (never a deleted draft, as its lists).
 */
async function transactionFigures(db: DbOrTx, supId: number) {
  const views = Object.entries(SUPPLIER_ACTION_VIEWS) as [SupplierActionView, readonly string[]][];
  const moneyStages = (['received', 'due'] as const).flatMap((kind) =>
    MONEY_STAGES[kind].map((status) => ({ kind, status })),
  );
  const inStages = (stages: readonly string[]) => inArray(transactions.status, [...stages] as never[]);
  const select: Record<string, SQL<number>> = {};
  for (const [view, stages] of views) select[`v_${view}`] = countWhere(inStages(stages));
  for (const { status } of moneyStages) {
    select[`n_${status}`] = countWhere(inStages([status]));
    select[`a_${status}`] = sumWhere(sql`${transactions.total_advance}`, inStages([status]));
  }
  const [row] = await db
    .select(select)
    .from(transactions)
    .where(and(eq(transactions.ent_id, supId), ne(transactions.status, 'DELETED')));
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    actions: views.map(([view]) => ({ view, count: n(`v_${view}`) })),
    money: moneyStages.map(({ kind, status }) => ({
      kind,
      status,
      count: n(`n_${status}`),
      amount: n(`a_${status}`),
    })),
  };
}

/**
 * GET /supplier/statistic/home: the figures of the supplier's home, each the count or sum of the
 * list it links to, always of the caller's own company (`supId` is the actor's enterprise).
 */
export async function supplierHome(db: DbOrTx, supId: number, today: string): Promise<SupplierHome> {
  const [limits, ar_by_status, ar_by_maturity, tx] = await Promise.all([
    limitSummary(db, supId, today),
    arByStatus(db, supId),
    arByMaturity(db, supId, today),
    transactionFigures(db, supId),
  ]);
  return { today, limits, ar_by_status, ar_by_maturity, ...tx };
}
