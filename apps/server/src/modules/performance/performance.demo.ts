import { addMonth, type KpiLevel, type KpiTerm, type KpiTier, monthlyTarget } from '@arflow/domain/kpi';
import { KPI_WORKFLOW, type KpiAction } from '@arflow/domain/workflows/kpi';
import { businessDate } from '../../platform/clock.ts';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { kpiSettings } from './performance.tables.ts';

const TIERS: KpiTier[] = [
  { from: 0, to: 80, rate: 0 },
  { from: 80, to: 100, rate: 5 },
  { from: 100, to: null, rate: 8 },
];

/**
 * KPI settings of every followed level, scaled to the demo world's trades (tens of millions): one
 * in force for each level since some months, so the follow-up, history and charts have months;
 * for CRM also one expired before it and one not yet applied after it.
 */
type Row = [
  name: string,
  level: KpiLevel,
  term: KpiTerm,
  from: number,
  to: number,
  target: number,
  path: KpiAction[],
];

const APPLIED: KpiAction[] = ['create', 'apply'];
/** Months are counted from the business month. */
const ROWS: Row[] = [
  ['KPI CRM 6 tháng trước', 'CRM', 'MONTHLY', -9, -4, 80_000_000, [...APPLIED, 'expire']],
  ['KPI CRM quý', 'CRM', 'QUARTERLY', -3, 2, 300_000_000, APPLIED],
  ['KPI CRM năm sau', 'CRM', 'MONTHLY', 3, 8, 150_000_000, ['create']],
  ['KPI quản lý thẩm định', 'CA_MANAGER', 'MONTHLY', -2, 3, 100_000_000, APPLIED],
  ['KPI thẩm định cấp cao', 'CA_SENIOR', 'MONTHLY', -2, 3, 100_000_000, APPLIED],
  ['KPI chuyên viên tín dụng', 'CREDIT_OFFICER', 'MONTHLY', -2, 3, 100_000_000, APPLIED],
];

export async function seedPerformance({ tx, now, userId }: DemoWorld): Promise<void> {
  const month = businessDate(now).slice(0, 7);
  await seedThroughWorkflow(tx, {
    table: kpiSettings,
    workflow: KPI_WORKFLOW,
    by: userId('master'),
    now,
    records: ROWS.map(([name, level, applied_term, from, to, target, path]) => ({
      values: {
        name,
        level,
        applied_term,
        start_month: addMonth(month, from),
        close_month: addMonth(month, to),
        target,
        monthly_target: monthlyTarget(target, applied_term),
        tiers: TIERS,
      },
      path,
    })),
  });
}
