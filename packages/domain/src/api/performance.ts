import { z } from 'zod';
import { KPI_LEVELS, KPI_TERMS, type KpiTerm, MONTH_RE } from '../kpi.ts';
import { ROLE_LABELS } from '../roles.ts';
import { KPI_STATUS_LABELS, KPI_STATUSES } from '../statuses/kpi.ts';
import { checkMinBelowMax, msg, recordIdParam, requiredText, vnd } from '../validation.ts';
import { KPI_ACTIONS } from '../workflows/kpi.ts';
import { type ListColumn, listColumns, pagedQuery, pagedResponse, sortColumnsOf } from './paging.ts';
import { recordSchemas } from './record.ts';

export const KPI_TERM_CODES = Object.keys(KPI_TERMS) as [KpiTerm, ...KpiTerm[]];
export const KPI_TERM_NAMES = {
  MONTHLY: 'performance.terms.MONTHLY',
  QUARTERLY: 'performance.terms.QUARTERLY',
  YEARLY: 'performance.terms.YEARLY',
} as const satisfies Record<KpiTerm, `performance.${string}`>;

export const month = () => z.string({ error: msg('required') }).regex(MONTH_RE, { error: msg('invalid') });

/** Achievement bounds in % of the target: 0 up to ten times the target. */
const achievementBound = () =>
  z
    .number({ error: msg('numeric') })
    .min(0, { error: msg('invalid') })
    .max(1000, { error: msg('invalid') });

/** One band of the target proportions (spec §3): achievement from–to % earns a commission rate %. */
export const kpiTier = z
  .strictObject({
    from: achievementBound(),
    to: achievementBound().nullable(),
    rate: z
      .number({ error: msg('numeric') })
      .min(0, { error: msg('percent') })
      .max(100, { error: msg('percent') })
      .refine((v) => Math.round(v * 100) === v * 100, { error: msg('decimals', { max: 2 }) }),
  })
  .superRefine((t, ctx) => checkMinBelowMax(ctx, t.from, t.to, ['to']));

/**
 * A KPI setting (spec §3 KPI, §5): its start month before its closing month (here) and not
 * before the current month, bands that do not overlap, and no other setting of the same level
 * in any of its months (the server's, which knows the business month and the other settings).
 */
export const kpiForm = z
  .strictObject({
    name: requiredText(200),
    level: z.enum(KPI_LEVELS, { error: msg('invalid') }),
    applied_term: z.enum(KPI_TERM_CODES, { error: msg('invalid') }),
    start_month: month(),
    close_month: month(),
    target: vnd().refine((v) => v > 0, { error: msg('positive') }),
    tiers: z
      .array(kpiTier, { error: msg('required') })
      .min(1, { error: msg('required') })
      .max(10),
  })
  .superRefine((v, ctx) => checkMinBelowMax(ctx, v.start_month, v.close_month, ['close_month']));
export type KpiForm = z.infer<typeof kpiForm>;

export const kpiItem = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.enum(KPI_LEVELS),
  applied_term: z.enum(KPI_TERM_CODES),
  start_month: z.string(),
  close_month: z.string(),
  target: z.number().int(),
  /** The term's target spread over its months: what each month is followed against. */
  monthly_target: z.number().int(),
  tiers: z.array(z.object({ from: z.number(), to: z.number().nullable(), rate: z.number() })),
  status: z.union(KPI_STATUSES.map((s) => z.literal(s))),
  updated_at: z.string(),
});
export type KpiItem = z.infer<typeof kpiItem>;

export const KPI_COLUMNS = listColumns<KpiItem>()([
  { key: 'name', label: 'performance.kpi.name', sort: true },
  { key: 'level', label: 'performance.kpi.level', sort: true, names: ROLE_LABELS },
  { key: 'applied_term', label: 'performance.kpi.applied_term', names: KPI_TERM_NAMES },
  { key: 'start_month', label: 'performance.kpi.start_month', sort: true },
  { key: 'close_month', label: 'performance.kpi.close_month', sort: true },
  { key: 'target', label: 'performance.kpi.target', kind: 'money', sort: true },
  { key: 'monthly_target', label: 'performance.kpi.monthly_target', kind: 'money' },
  { key: 'status', label: 'performance.kpi.status', sort: true, statuses: KPI_STATUS_LABELS },
]);

export const {
  listQuery: kpiListQuery,
  listResponse: kpiListResponse,
  detailResponse: kpiDetailResponse,
  saveResponse: kpiSaveResponse,
} = recordSchemas({
  item: kpiItem,
  filters: {
    keyword: z.string().trim().max(120).optional(),
    level: z.enum(KPI_LEVELS, { error: msg('invalid') }).optional(),
    status: z.enum(['0', '1', '2'], { error: msg('invalid') }).optional(),
  },
  sortColumns: sortColumnsOf(KPI_COLUMNS, ['id', 'updated_at']),
  actions: KPI_ACTIONS,
});

/** A month's figures against a KPI (FIGURE_COLUMNS): the staff lists' and one staff member's months. */
const monthFigures = {
  trades: z.number().int(),
  actual: z.number().int(),
  booked: z.number().int(),
  target: z.number().int(),
  achievement: z.number(),
  rate: z.number(),
  commission: z.number().int(),
};

/**
 * One staff member's month against their KPI: what they brought in (`actual`: the receivables
 * traded by their clients, or approved by them for appraisal staff), the revenue booked on it,
 * the month's target, achievement, band rate and commission (docs/finance.md §12).
 */
const staffMonth = {
  /** The staff member's user id. */
  id: z.number().int(),
  full_name: z.string(),
  role_id: z.string(),
  kpi_id: z.number().int().nullable(),
  kpi_name: z.string().nullable(),
  ...monthFigures,
};

/** A CRM's month (crm-commission, customer-relation): their clients and what they traded. */
export const crmMonthItem = z.object({ ...staffMonth, clients: z.number().int() });
export type CrmMonthItem = z.infer<typeof crmMonthItem>;

/** An appraiser's month (expertise): the checks they recorded, approvals and refusals. */
export const caMonthItem = z.object({
  ...staffMonth,
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type CaMonthItem = z.infer<typeof caMonthItem>;

const NAME_COLUMNS = [
  { key: 'full_name', label: 'performance.staff.full_name', sort: true },
  { key: 'role_id', label: 'performance.staff.role_id', names: ROLE_LABELS },
] as const;
/** A month's figures, in a staff list and in one staff member's months. */
const FIGURE_COLUMNS = [
  { key: 'kpi_name', label: 'performance.staff.kpi_name' },
  { key: 'trades', label: 'performance.staff.trades', sort: true },
  { key: 'actual', label: 'performance.staff.actual', kind: 'money', sort: true },
  { key: 'booked', label: 'performance.staff.booked', kind: 'money', sort: true },
  { key: 'target', label: 'performance.staff.target', kind: 'money', sort: true },
  { key: 'achievement', label: 'performance.staff.achievement', kind: 'rate', sort: true },
  { key: 'rate', label: 'performance.staff.rate', kind: 'rate' },
  { key: 'commission', label: 'performance.staff.commission', kind: 'money', sort: true },
] as const;

export const CRM_MONTH_COLUMNS = listColumns<CrmMonthItem>()([
  ...NAME_COLUMNS,
  { key: 'clients', label: 'performance.staff.clients', sort: true },
  ...FIGURE_COLUMNS,
]);
export const CA_MONTH_COLUMNS = listColumns<CaMonthItem>()([
  ...NAME_COLUMNS,
  { key: 'approved', label: 'performance.staff.approved', sort: true },
  { key: 'rejected', label: 'performance.staff.rejected', sort: true },
  ...FIGURE_COLUMNS,
]);

/**
 * A staff list of one month (the business month when `month` is absent), searched by name, paged
 * and sorted on its columns; the answer names the month shown.
 */
function monthList<I extends z.ZodObject>(item: I, columns: readonly ListColumn[]) {
  return {
    query: pagedQuery(
      { month: month().optional(), keyword: z.string().trim().max(120).optional() },
      sortColumnsOf(columns, ['id']) as readonly [string, ...string[]],
    ),
    response: pagedResponse(item).extend({ object: z.object({ month: z.string() }) }),
  };
}
export const { query: crmMonthQuery, response: crmMonthResponse } = monthList(
  crmMonthItem,
  CRM_MONTH_COLUMNS,
);
export const { query: caMonthQuery, response: caMonthResponse } = monthList(caMonthItem, CA_MONTH_COLUMNS);

/** One month of a staff member's follow-up or history (the chart's points, the history's rows). */
export const kpiMonthItem = z.object({
  month: z.string(),
  kpi_id: z.number().int(),
  kpi_name: z.string(),
  ...monthFigures,
});
export type KpiMonthItem = z.infer<typeof kpiMonthItem>;

export const KPI_MONTH_COLUMNS = listColumns<KpiMonthItem>()([
  { key: 'month', label: 'performance.follow.month' },
  ...FIGURE_COLUMNS,
]);

/**
 * A staff member's months: the follow-up (the setting in force, its months up to the business
 * month) or the history (every closed month of their level's settings), each whole.
 */
export const staffMonthsResponse = z.object({
  data: z.array(kpiMonthItem),
  object: z.object({
    user_id: z.number().int(),
    full_name: z.string(),
    role_id: z.string(),
    month: z.string(),
    kpi: kpiItem.nullable(),
  }),
});
export type StaffMonths = z.infer<typeof staffMonthsResponse>;
export const noQuery = z.strictObject({});

/** A CRM's or an appraiser's user id in the effective-management details. */
export const crmIdParam = z.strictObject({ crm_id: recordIdParam() });
export const caIdParam = z.strictObject({ ca_id: recordIdParam() });

export { idParam } from './params.ts';
