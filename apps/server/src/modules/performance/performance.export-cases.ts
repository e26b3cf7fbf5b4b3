import {
  CA_MONTH_COLUMNS,
  CRM_MONTH_COLUMNS,
  KPI_COLUMNS,
  KPI_MONTH_COLUMNS,
} from '@arflow/domain/api/performance';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

const staffLists = [
  ['/api/internal/crm-commission', CRM_MONTH_COLUMNS],
  ['/api/effective-management/customer-relation', CRM_MONTH_COLUMNS],
  ['/api/effective-management/expertise', CA_MONTH_COLUMNS],
] as const;

/** A staff member's months, whole (a year of months): as master reads another's, as the CRM its own. */
const monthLists = [
  ['/api/effective-management/customer-relation/:crm_id', 'master', { crm_id: 'crm' }],
  ['/api/effective-management/expertise/:ca_id', 'master', { ca_id: 'creditofficer' }],
  ['/api/kpi/follow', 'crm', undefined],
  ['/api/kpi/history', 'crm', undefined],
] as const;

/** The KPI settings, the CRM commission and effective-management lists, and the staff months. */
export const EXPORT_CASES: ExportCase[] = [
  listCase({
    method: 'GET',
    url: '/api/internal/kpi',
    user: 'master',
    columns: KPI_COLUMNS,
    key: 'name',
    sort: ['start_month'],
  }),
  ...staffLists.map(([url, columns]) =>
    listCase({ method: 'GET', url, user: 'master', columns, key: 'full_name', sort: ['full_name', 'ASC'] }),
  ),
  ...monthLists.map(([url, user, users]) =>
    listCase({
      method: 'GET',
      url,
      user,
      ...(users && { users }),
      columns: KPI_MONTH_COLUMNS,
      key: 'month',
      whole: true,
    }),
  ),
];
