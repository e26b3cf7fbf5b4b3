import type { KpiForm, KpiItem, kpiListQuery } from '@arflow/domain/api/performance';
import { kpiStatusIn, monthlyTarget, monthsOverlap, overlappingTier } from '@arflow/domain/kpi';
import { KPI_WORKFLOW } from '@arflow/domain/workflows/kpi';
import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { likePattern } from '../../platform/db/paging.ts';
import { applyTransition, saveThroughWorkflow } from '../../platform/db/transition.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { kpiSettings as k } from './performance.tables.ts';

type Row = typeof k.$inferSelect;

export function toKpiItem(row: Row): KpiItem {
  const { created_by: _c, updated_by: _u, created_at: _a, ...rest } = row;
  return { ...rest, updated_at: row.updated_at.toISOString() };
}

export function kpiFilter(q: z.infer<typeof kpiListQuery>) {
  return [
    q.keyword ? ilike(k.name, likePattern(q.keyword)) : undefined,
    q.level ? eq(k.level, q.level) : undefined,
    q.status === undefined ? undefined : eq(k.status, Number(q.status) as 0 | 1 | 2),
  ];
}

export async function loadKpi(db: DbOrTx, id: number): Promise<KpiItem | undefined> {
  const [row] = await db.select().from(k).where(eq(k.id, id));
  return row && toKpiItem(row);
}

/**
 * Spec §5: the start month not before the business month, bands that do not overlap, and no
 * other setting of the same level sharing a month. Settings of one level are written one at a
 * time (an advisory lock on the level), so two saves cannot both pass the overlap check.
 */
async function checkRules(tx: Tx, form: KpiForm, month: string, id?: number) {
  if (form.start_month < month) throw fieldError('start_month', 'KPI_START_PAST');
  const band = overlappingTier(form.tiers);
  if (band !== undefined) throw fieldError(`tiers.${band}.from`, 'KPI_TIERS_OVERLAP');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kpi_settings:${form.level}`}))`);
  const others = await tx
    .select({ start: k.start_month, close: k.close_month })
    .from(k)
    .where(and(eq(k.level, form.level), id === undefined ? undefined : ne(k.id, id)));
  const mine = { start: form.start_month, close: form.close_month };
  if (others.some((o) => monthsOverlap(o, mine))) throw fieldError('start_month', 'KPI_PERIOD_OVERLAP');
}

/**
 * POST /internal/kpi/form (a new setting) or /form/{id} (one not yet applied), through
 * KPI_WORKFLOW; a setting starting this month applies at once.
 */
export async function saveKpi(db: Db, ctx: RequestContext, form: KpiForm, id?: number): Promise<KpiItem> {
  const month = ctx.clock.today().slice(0, 7);
  return db.transaction(async (tx) => {
    await checkRules(tx, form, month, id);
    const values = { ...form, monthly_target: monthlyTarget(form.target, form.applied_term) };
    const row = await saveThroughWorkflow(tx, ctx, {
      table: k,
      workflow: KPI_WORKFLOW,
      id,
      values,
      payload: form,
    });
    await settleKpi(tx, ctx, row.id, month);
    const saved = await loadKpi(tx, row.id);
    if (!saved) throw new AppError('NOT_FOUND');
    return saved;
  });
}

/** Moves one setting to the status its months give for `month` (apply, expire), as the system. */
export async function settleKpi(tx: Tx, ctx: RequestContext, id: number, month: string): Promise<void> {
  const [row] = await tx.select().from(k).where(eq(k.id, id));
  if (!row) return;
  const due = kpiStatusIn({ start: row.start_month, close: row.close_month }, month);
  // Statuses only move forward: a setting is never un-applied.
  if (due <= row.status) return;
  const action = due === 2 ? 'expire' : 'apply';
  await applyTransition(tx, ctx, { table: k, workflow: KPI_WORKFLOW, action, id, asSystem: true });
}
