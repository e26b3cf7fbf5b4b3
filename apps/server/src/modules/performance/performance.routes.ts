import { PERFORMANCE_ACCESS as A } from '@arflow/domain/access/performance';
import {
  CA_MONTH_COLUMNS,
  CRM_MONTH_COLUMNS,
  caIdParam,
  caMonthQuery,
  caMonthResponse,
  crmIdParam,
  crmMonthQuery,
  crmMonthResponse,
  idParam,
  KPI_COLUMNS,
  KPI_MONTH_COLUMNS,
  kpiDetailResponse,
  kpiForm,
  kpiListQuery,
  kpiListResponse,
  kpiSaveResponse,
  noQuery,
  staffMonthsResponse,
} from '@arflow/domain/api/performance';
import type { KpiLevel } from '@arflow/domain/kpi';
import { CA_ROLES, CRM_ROLES } from '@arflow/domain/members';
import { KPI_WORKFLOW } from '@arflow/domain/workflows/kpi';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { recordRoutes } from '../../platform/modules/record-routes.ts';
import { findCaMonth, findCrmMonth } from './find-staff-month.ts';
import { kpiFilter, loadKpi, saveKpi, toKpiItem } from './kpi-settings.ts';
import { kpiSettings } from './performance.tables.ts';
import { type SeriesKind, staffSeries } from './staff-series.ts';

const tags = ['performance'];

/** KPI settings' list (with its export) and detail with timeline (spec §2 internal/kpi). */
const kpiRoutes = recordRoutes({
  tags,
  access: { read: A.kpi, write: A.kpi },
  params: idParam,
  table: kpiSettings,
  workflow: KPI_WORKFLOW,
  select: (db) => db.select().from(kpiSettings).$dynamic(),
  toItem: toKpiItem,
  load: loadKpi,
  list: {
    path: '/internal/kpi',
    query: kpiListQuery,
    response: kpiListResponse,
    export: { columns: KPI_COLUMNS, file: 'thiet-lap-kpi' },
    filter: kpiFilter,
    sortColumns: ['id', 'name', 'level', 'start_month', 'close_month', 'target', 'status', 'updated_at'],
    defaultSort: { column: 'start_month', direction: 'DESC' },
  },
  detail: { path: '/internal/kpi/:id', response: kpiDetailResponse },
});

/**
 * CRM commission, KPI settings, effective management and a staff member's KPI follow-up and
 * history (spec §2 internal, effective-management, profile; §5 KPI rules; §6 who sees which).
 */
export function performanceRoutes(app: ZodApp, deps: ModuleDeps): void {
  kpiRoutes(app, deps);
  const { db, clock } = deps;
  const saved = { 200: kpiSaveResponse };

  app.post(
    '/internal/kpi/form',
    {
      config: { access: A.kpi },
      schema: { tags, summary: 'Add a KPI setting', body: kpiForm, response: saved },
    },
    async (req) => ({ data: await saveKpi(db, requestContext(req, clock), req.body) }),
  );
  app.post(
    '/internal/kpi/form/:id',
    {
      config: { access: A.kpi },
      schema: {
        tags,
        summary: 'Edit a KPI setting not yet applied',
        params: idParam,
        body: kpiForm,
        response: saved,
      },
    },
    async (req) => ({ data: await saveKpi(db, requestContext(req, clock), req.body, req.params.id) }),
  );

  const crmLists = [
    ['/internal/crm-commission', A.commission, 'hoa-hong-crm', "CRM commission: each CRM's month"],
    [
      '/effective-management/customer-relation',
      A.customerRelation,
      'hieu-qua-quan-he-khach-hang',
      "Customer relation performance: each CRM's month",
    ],
  ] as const;
  for (const [path, access, file, summary] of crmLists)
    app.get(
      path,
      {
        config: { access, list: { columns: CRM_MONTH_COLUMNS, file } },
        schema: { tags, summary, querystring: crmMonthQuery, response: { 200: crmMonthResponse } },
      },
      (req) => findCrmMonth(db, req.query, clock.today()),
    );
  app.get(
    '/effective-management/expertise',
    {
      config: { access: A.expertise, list: { columns: CA_MONTH_COLUMNS, file: 'hieu-qua-tham-dinh' } },
      schema: {
        tags,
        summary: "Appraisal performance: each appraiser's month",
        querystring: caMonthQuery,
        response: { 200: caMonthResponse },
      },
    },
    (req) => findCaMonth(db, req.query, clock.today()),
  );

  const series = { 200: staffMonthsResponse };
  const whole = (file: string) => ({ columns: KPI_MONTH_COLUMNS, file, rows: 'answer' as const });
  app.get(
    '/effective-management/customer-relation/:crm_id',
    {
      config: { access: A.customerRelation, list: whole('hieu-qua-crm') },
      schema: { tags, summary: "One CRM's months against their KPI", params: crmIdParam, response: series },
    },
    (req) =>
      staffSeries(db, {
        userId: req.params.crm_id,
        today: clock.today(),
        kind: 'all',
        roles: CRM_ROLES as KpiLevel[],
      }),
  );
  app.get(
    '/effective-management/expertise/:ca_id',
    {
      config: { access: A.expertise, list: whole('hieu-qua-tham-dinh-vien') },
      schema: {
        tags,
        summary: "One appraiser's months against their KPI",
        params: caIdParam,
        response: series,
      },
    },
    (req) =>
      staffSeries(db, {
        userId: req.params.ca_id,
        today: clock.today(),
        kind: 'all',
        roles: CA_ROLES as KpiLevel[],
      }),
  );

  const own: [string, SeriesKind, string, string][] = [
    ['/kpi/follow', 'follow', 'theo-doi-kpi', 'My KPI follow-up: the setting in force, month by month'],
    ['/kpi/history', 'history', 'lich-su-kpi', 'My KPI history: every closed month'],
  ];
  for (const [path, kind, file, summary] of own)
    app.get(
      path,
      {
        config: { access: A.followKpi, list: whole(file) },
        schema: { tags, summary, querystring: noQuery, response: series },
      },
      (req) => staffSeries(db, { userId: req.actor!.id, today: clock.today(), kind }),
    );
}
