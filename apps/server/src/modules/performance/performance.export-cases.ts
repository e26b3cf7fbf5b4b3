import {
  CA_MONTH_COLUMNS,
  CRM_MONTH_COLUMNS,
  KPI_COLUMNS,
  KPI_MONTH_COLUMNS,
} from '@arflow/domain/api/performance';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

/**
 * The KPI settings, the CRM commission and effective-management lists as master reads them, a
 * staff member's months (whole lists: a year of months) as the CRM and CA users themselves.
 */
export const EXPORT_CASES: ExportCase[] = [
  listCase({
    method: 'GET',
    url: '/api/internal/kpi',
    user: 'master',
    columns: KPI_COLUMNS,
    key: 'name',
    sort: ['start_month'],
  }),
  listCase({
    method: 'GET',
    url: '/api/internal/crm-commission',
    user: 'master',
    columns: CRM_MONTH_COLUMNS,
    key: 'full_name',
    sort: ['full_name', 'ASC'],
  }),
  listCase({
    method: 'GET',
    url: '/api/effective-management/customer-relation',
    user: 'master',
    columns: CRM_MONTH_COLUMNS,
    key: 'full_name',
    sort: ['full_name', 'ASC'],
  }),
  listCase({
    method: 'GET',
    url: '/api/effective-management/expertise',
    user: 'master',
    columns: CA_MONTH_COLUMNS,
    key: 'full_name',
    sort: ['full_name', 'ASC'],
  }),
  listCase({
    method: 'GET',
    url: '/api/effective-management/customer-relation/:crm_id',
    users: { crm_id: 'crm' },
    user: 'master',
    columns: KPI_MONTH_COLUMNS,
    key: 'month',
    whole: true,
  }),
  listCase({
    method: 'GET',
    url: '/api/effective-management/expertise/:ca_id',
    users: { ca_id: 'creditofficer' },
    user: 'master',
    columns: KPI_MONTH_COLUMNS,
    key: 'month',
    whole: true,
  }),
  listCase({
    method: 'GET',
    url: '/api/kpi/follow',
    user: 'crm',
    columns: KPI_MONTH_COLUMNS,
    key: 'month',
    whole: true,
  }),
  listCase({
    method: 'GET',
    url: '/api/kpi/history',
    user: 'crm',
    columns: KPI_MONTH_COLUMNS,
    key: 'month',
    whole: true,
  }),
];
