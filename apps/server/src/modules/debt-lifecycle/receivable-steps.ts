import { SETTLEMENT_WINDOW_DAYS } from '@arflow/domain/constants';
import { addDays, daysBetween, effectiveDueDate } from '@arflow/domain/dates';
import { badDebtTransferDate, DEFAULT_BAD_DEBT_DAY } from '@arflow/domain/debt';
import type { ReceivableStatus } from '@arflow/domain/statuses/receivable';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import { and, inArray, lte } from 'drizzle-orm';
import { applyTransition } from '../../platform/db/transition.ts';
import type { DailyStep, DailyStepContext } from '../../platform/jobs/daily-steps.ts';
import { buyerDebtSettings } from '../credit-buyer/credit-buyer.tables.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { systemContext } from './lifecycle-context.ts';

type Action = 'enter_settlement' | 'mark_overdue' | 'mark_bad_debt';

/**
 * Receivables in `from` due by `horizon` (a due date on a day off moves later, never earlier, so
 * the stored maturity date bounds the candidates), with their buyer.
 */
async function candidates(ctx: DailyStepContext, from: ReceivableStatus[], horizon: string) {
  return ctx.tx
    .select({ id: receivables.id, due: receivables.maturity_date, buy_id: receivables.buy_id })
    .from(receivables)
    .where(and(inArray(receivables.status, from), lte(receivables.maturity_date, horizon)))
    .orderBy(receivables.id);
}

async function move(ctx: DailyStepContext, id: number, action: Action): Promise<void> {
  await applyTransition(ctx.tx, systemContext(ctx), {
    table: receivables,
    workflow: RECEIVABLE_WORKFLOW,
    action,
    id,
    asSystem: true,
  });
}

/**
 * Maturity: a first-paid receivable enters settlement (shown D−n) when its effective due date is
 * at most SETTLEMENT_WINDOW_DAYS away, so it is in the settlement list before the buyer pays.
 */
export const maturityStep: DailyStep = {
  name: 'receivables reaching maturity',
  async run(ctx) {
    const holidays = await loadHolidays(ctx.tx);
    const rows = await candidates(ctx, ['FIRST_PAID'], addDays(ctx.businessDate, SETTLEMENT_WINDOW_DAYS));
    for (const r of rows) {
      const due = effectiveDueDate(r.due, holidays);
      const left = daysBetween(ctx.businessDate, due);
      if (left >= 0 && left <= SETTLEMENT_WINDOW_DAYS) await move(ctx, r.id, 'enter_settlement');
    }
  },
};

/** The buyers' debt settings (grace days, N1) for these receivables; defaults when a buyer has none. */
async function debtSettings(ctx: DailyStepContext, rows: { buy_id: number }[]) {
  const ids = [...new Set(rows.map((r) => r.buy_id))];
  const found =
    ids.length === 0
      ? []
      : await ctx.tx
          .select({
            buy_id: buyerDebtSettings.ent_id,
            grace: buyerDebtSettings.grace_days,
            n1: buyerDebtSettings.bad_debt_days,
          })
          .from(buyerDebtSettings)
          .where(inArray(buyerDebtSettings.ent_id, ids));
  const byBuyer = new Map(found.map((s) => [s.buy_id, s]));
  return (buyId: number) => ({
    grace: byBuyer.get(buyId)?.grace ?? 0,
    n1: byBuyer.get(buyId)?.n1 ?? DEFAULT_BAD_DEBT_DAY,
  });
}

/**
 * Overdue: not settled within the buyer's grace days after its effective due date (shown D+n
 * meanwhile), a receivable is overdue. Penal interest counts from the due date all the same (§4).
 */
export const overdueStep: DailyStep = {
  name: 'receivables overdue',
  async run(ctx) {
    const holidays = await loadHolidays(ctx.tx);
    const rows = await candidates(ctx, ['FIRST_PAID', 'SETTLEMENT'], addDays(ctx.businessDate, -1));
    const settings = await debtSettings(ctx, rows);
    for (const r of rows) {
      const late = daysBetween(effectiveDueDate(r.due, holidays), ctx.businessDate);
      if (late > settings(r.buy_id).grace) await move(ctx, r.id, 'mark_overdue');
    }
  },
};

/** Bad debt: N1 days past the effective due date (the buyer's setting, 91 by default). */
export const badDebtStep: DailyStep = {
  name: 'receivables to bad debt',
  async run(ctx) {
    const holidays = await loadHolidays(ctx.tx);
    const rows = await candidates(ctx, ['OVERDUE'], ctx.businessDate);
    const settings = await debtSettings(ctx, rows);
    for (const r of rows) {
      const transfer = badDebtTransferDate(r.due, settings(r.buy_id).n1, holidays);
      if (daysBetween(transfer, ctx.businessDate) >= 0) await move(ctx, r.id, 'mark_bad_debt');
    }
  },
};

/** In this order on each date: a receivable due within the window settles, then overdue, then bad debt. */
export const RECEIVABLE_STEPS: readonly DailyStep[] = [maturityStep, overdueStep, badDebtStep];
