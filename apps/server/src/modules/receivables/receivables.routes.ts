import { RECEIVABLES_ACCESS } from '@arflow/domain/access/receivables';
import { importResponse } from '@arflow/domain/api/companies';
import {
  arGroupBody,
  arGroupListResponse,
  arReviewResponse,
  idParam,
  MATURITY_GROUP_COLUMNS,
  OVERDUE_GROUP_COLUMNS,
  RECEIVABLE_COLUMNS,
  reasonBody,
  receivableDetailResponse,
  receivableForm,
  receivableListQuery,
  receivableListResponse,
  receivableSaveResponse,
  STAT_RECEIVABLE_COLUMNS,
  statBody,
  summaryArHisResponse,
  tradingBuyersResponse,
} from '@arflow/domain/api/receivables';
import { requestContext } from '../../platform/http/context.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { readUpload, sendTemplate } from '../enterprises/index.ts';
import { deleteReceivable } from './delete-receivable.ts';
import { findReceivables } from './find-receivables.ts';
import { getReceivable } from './get-receivable.ts';
import {
  AR_COLUMNS,
  AR_EXAMPLE,
  AR_IMPORT_MAX_BYTES,
  checkArImport,
  importReceivables,
} from './import-receivables.ts';
import { loadCalendar } from './receivables.query.ts';
import { saveReceivable } from './save-receivable.ts';
import {
  arReview,
  listArsHis,
  maturityDetails,
  maturitySummary,
  overdueDetails,
  overdueSummary,
  summaryArHis,
} from './statistics.ts';
import { tradingBuyers } from './trading-buyers.ts';

const tags = ['receivables'];

/**
 * Receivables (spec §3, §5, §7 "Supplier statistics"): the supplier's entry, import and list,
 * the funder's AR ledger, every receivable's timeline. Paths the spec does not name are ours
 * (docs/decisions.md "Receivables").
 */
export function receivablesRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const A = RECEIVABLES_ACCESS;

  app.get(
    '/receivables',
    {
      // One file name for the supplier's list, the ledger and the history (history=true).
      config: { access: A.read, list: { columns: RECEIVABLE_COLUMNS, file: 'khoan-phai-thu' } },
      schema: { tags, querystring: receivableListQuery, response: { 200: receivableListResponse } },
    },
    (req) => findReceivables({ db, actor: req.actor!, query: req.query, today: clock.today() }),
  );
  app.get(
    '/receivable/:id',
    {
      config: { access: A.read },
      schema: { tags, params: idParam, response: { 200: receivableDetailResponse } },
    },
    (req) => getReceivable({ db, actor: req.actor!, id: req.params.id, today: clock.today() }),
  );
  app.post(
    '/receivable/:id/delete',
    {
      config: { access: A.remove },
      schema: { tags, params: idParam, body: reasonBody, response: { 200: receivableSaveResponse } },
    },
    async (req) => ({
      data: await deleteReceivable({
        db,
        ctx: requestContext(req, clock),
        id: req.params.id,
        reason: req.body.reason,
      }),
    }),
  );
  app.get(
    '/supplier/ar/buyers',
    { config: { access: A.write }, schema: { tags, response: { 200: tradingBuyersResponse } } },
    async (req) => ({ data: await tradingBuyers(db, req.actor!.enterprise_id) }),
  );
  app.post(
    '/supplier/ar/form',
    {
      config: { access: A.write },
      schema: { tags, body: receivableForm, response: { 200: receivableSaveResponse } },
    },
    async (req) => ({ data: await saveReceivable({ db, ctx: requestContext(req, clock), form: req.body }) }),
  );
  app.post(
    '/supplier/ar/form/:id',
    {
      config: { access: A.write },
      schema: { tags, params: idParam, body: receivableForm, response: { 200: receivableSaveResponse } },
    },
    async (req) => ({
      data: await saveReceivable({ db, ctx: requestContext(req, clock), form: req.body, id: req.params.id }),
    }),
  );
  // The receivables' own template route (decision 0047); the same as /download/template?type=receivable.
  app.get('/supplier/ar/template', { config: { access: A.write }, schema: { tags } }, (req, reply) =>
    sendTemplate(req, reply, 'receivable', { columns: AR_COLUMNS, example: AR_EXAMPLE }),
  );
  for (const [path, run] of [
    ['/supplier/ar/import/check', checkArImport],
    ['/supplier/ar/import', importReceivables],
  ] as const) {
    app.post(
      path,
      {
        config: { access: A.write },
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: importResponse } },
      },
      async (req) => {
        const buffer = await readUpload(req, AR_IMPORT_MAX_BYTES);
        return {
          data: await run({ db, ctx: requestContext(req, clock), buffer, locale: requestLocale(req) }),
        };
      },
    );
  }

  // Supplier statistics: the caller's own receivables only.
  const stats = { config: { access: A.supplierStats } };
  app.get(
    '/supplier/ar-review',
    { ...stats, schema: { tags, response: { 200: arReviewResponse } } },
    async (req) => ({
      data: await arReview(db, req.actor!.enterprise_id),
    }),
  );
  app.post(
    '/supplier/statistic/summary-ar-his',
    { ...stats, schema: { tags, body: statBody, response: { 200: summaryArHisResponse } } },
    async (req) => ({ data: await summaryArHis(db, { supplier: req.actor!.enterprise_id }, req.body) }),
  );
  const lists = [
    ['/supplier/statistic/list-ars-his', listArsHis, 'lich-su-khoan-phai-thu'],
    ['/supplier/statistic/list-summary-maturity-ars-details', maturityDetails, 'khoan-phai-thu-den-han'],
    ['/supplier/statistic/list-summary-overdue-ars-details', overdueDetails, 'khoan-phai-thu-qua-han'],
  ] as const;
  for (const [path, run, file] of lists) {
    app.post(
      path,
      {
        config: { ...stats.config, list: { columns: STAT_RECEIVABLE_COLUMNS, file } },
        schema: { tags, body: statBody, response: { 200: receivableListResponse } },
      },
      async (req) =>
        run(db, { supplier: req.actor!.enterprise_id }, req.body, await loadCalendar(db, clock.today())),
    );
  }
  app.post(
    '/supplier/statistic/list-summary-maturity-ars',
    {
      config: { ...stats.config, list: { columns: MATURITY_GROUP_COLUMNS, file: 'nhom-den-han' } },
      schema: { tags, body: arGroupBody, response: { 200: arGroupListResponse } },
    },
    (req) => maturitySummary(db, { supplier: req.actor!.enterprise_id }, req.body),
  );
  app.post(
    '/supplier/statistic/list-summary-overdue-ars',
    {
      config: { ...stats.config, list: { columns: OVERDUE_GROUP_COLUMNS, file: 'nhom-qua-han' } },
      schema: { tags, body: arGroupBody, response: { 200: arGroupListResponse } },
    },
    async (req) =>
      overdueSummary(db, req.actor!.enterprise_id, req.body, await loadCalendar(db, clock.today())),
  );
}
