import { PERFORMANCE_ACCESS } from '../access/performance.ts';
import { KPI_STATUSES, type KpiStatus } from '../statuses/kpi.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const KPI_ACTIONS = ['create', 'update', 'apply', 'expire'] as const;
export type KpiAction = (typeof KPI_ACTIONS)[number];

const MANAGERS = PERFORMANCE_ACCESS.kpi;

/**
 * A KPI setting's life (spec §4: not yet applied 0, applied 1, expired 2). The managers write it
 * and may change it only before its start month (staff are followed against what applied); the
 * business clock applies it in its start month and expires it after its closing month.
 */
export const KPI_RULES = [
  { action: 'create', from: [null], to: 0, by: MANAGERS },
  { action: 'update', from: [0], to: 0, by: MANAGERS },
  { action: 'apply', from: [0], to: 1, by: 'system' },
  { action: 'expire', from: [0, 1], to: 2, by: 'system' },
] as const satisfies readonly TransitionRule<KpiStatus, KpiAction>[];

export const KPI_WORKFLOW = {
  entity: 'kpi_setting',
  states: KPI_STATUSES,
  actions: KPI_ACTIONS,
  rules: KPI_RULES,
} as const satisfies Workflow<KpiStatus, KpiAction>;
