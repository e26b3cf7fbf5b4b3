import { asc, lt } from 'drizzle-orm';
import type { DailyStep } from '../../platform/jobs/daily-steps.ts';
import { settleKpi } from './kpi-settings.ts';
import { kpiSettings } from './performance.tables.ts';

/** Each business date applies the settings whose start month came and expires those past their close. */
export const kpiStatusStep: DailyStep = {
  name: 'KPI settings applied and expired',
  async run(ctx) {
    const month = ctx.businessDate.slice(0, 7);
    const open = await ctx.tx
      .select({ id: kpiSettings.id })
      .from(kpiSettings)
      .where(lt(kpiSettings.status, 2))
      .orderBy(asc(kpiSettings.id));
    const system = { actor: null, requestId: `daily-close:${ctx.businessDate}`, ip: '', clock: ctx.clock };
    for (const { id } of open) await settleKpi(ctx.tx, system, id, month);
  },
};
