import {
  CA_MONTH_COLUMNS,
  type CaMonthItem,
  CRM_MONTH_COLUMNS,
  type CrmMonthItem,
  KPI_COLUMNS as KPI_LIST_COLUMNS,
  KPI_MONTH_COLUMNS,
  KPI_TERM_CODES,
  KPI_TERM_NAMES,
  type KpiForm,
  type KpiItem,
  type KpiMonthItem,
} from '@arflow/domain/api/performance';
import { KPI_LEVELS } from '@arflow/domain/kpi';
import { ROLE_LABELS } from '@arflow/domain/roles';
import { KPI_STATUS_LABELS } from '@arflow/domain/statuses/kpi';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import { columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import type { KPI_LIST, STAFF_LIST } from './api.ts';
import { TiersInput } from './TiersInput.tsx';

export const KPI_COLUMNS = columnsOf<KpiItem>(KPI_LIST_COLUMNS, {
  name: { link: (row) => `/fun/internal/kpi/settingkpi?id=${row.id}` },
});

export const KPI_FILTERS = [
  { kind: 'text', name: 'keyword', label: 'performance.kpi.keyword' },
  {
    kind: 'select',
    name: 'level',
    label: 'performance.kpi.level',
    options: KPI_LEVELS.map((l) => ({ value: l, label: ROLE_LABELS[l] })),
  },
  { kind: 'status', name: 'status', label: 'performance.kpi.status', statuses: KPI_STATUS_LABELS },
] as const satisfies readonly FilterField<(typeof KPI_LIST.filters)[number]>[];

const monthField = { span: 6, maxLength: 7, hint: 'performance.kpi.monthHint' } as const;
export const KPI_FIELDS = {
  name: { label: 'performance.kpi.name', span: 12, maxLength: 200 },
  level: {
    label: 'performance.kpi.level',
    kind: 'select',
    span: 6,
    options: KPI_LEVELS.map((l) => ({ value: l, label: ROLE_LABELS[l] })),
  },
  applied_term: {
    label: 'performance.kpi.applied_term',
    kind: 'select',
    span: 6,
    options: KPI_TERM_CODES.map((c) => ({ value: c, label: KPI_TERM_NAMES[c] })),
  },
  start_month: { label: 'performance.kpi.start_month', ...monthField },
  close_month: { label: 'performance.kpi.close_month', ...monthField },
  target: { label: 'performance.kpi.target', kind: 'money', span: 12 },
  tiers: { label: 'performance.kpi.tiers', span: 24, render: (bound) => <TiersInput {...bound} /> },
} as const satisfies FieldConfig<KpiForm>;

export const STAFF_FILTERS = [
  {
    kind: 'text',
    name: 'month',
    label: 'performance.staff.month',
    placeholder: 'performance.staff.monthPlaceholder',
  },
  { kind: 'text', name: 'keyword', label: 'performance.staff.keyword' },
] as const satisfies readonly FilterField<(typeof STAFF_LIST.filters)[number]>[];

export const COMMISSION_COLUMNS = columnsOf<CrmMonthItem>(CRM_MONTH_COLUMNS);
export const RELATION_COLUMNS = columnsOf<CrmMonthItem>(CRM_MONTH_COLUMNS, {
  full_name: { link: (row) => `/fun/effective-management/customer-relation/${row.id}` },
});
export const EXPERTISE_COLUMNS = columnsOf<CaMonthItem>(CA_MONTH_COLUMNS, {
  full_name: { link: (row) => `/fun/effective-management/expertise/${row.id}` },
});
export const MONTH_COLUMNS = columnsOf<KpiMonthItem>(KPI_MONTH_COLUMNS);
