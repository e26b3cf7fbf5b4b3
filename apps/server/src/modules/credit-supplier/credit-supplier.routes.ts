import { CREDIT_SUPPLIER_ACCESS as A } from '@arflow/domain/access/credit-supplier';
import {
  addDocConfirmForm,
  addDocRequestForm,
  approvedDetailsResponse,
  blacklistAllForm,
  blacklistAllResponse,
  buyIdParam,
  creditApplicationForm,
  creditApproveForm,
  creditAssignForm,
  creditAssignResponse,
  creditBuyerResponse,
  creditHistoriesBody,
  creditIdForm,
  creditReasonForm,
  historyListResponse,
  limitSummaryResponse,
  notifyEligibleResponse,
  reasonBody,
  SUPPLIER_CREDIT_COLUMNS,
  supBuyOrAllParams,
  supBuyParams,
  supCreditParams,
  supIdParam,
  supplierBuyersResponse,
  supplierCreditDetailResponse,
  supplierCreditListBody,
  supplierCreditListResponse,
  supplierDocumentsResponse,
} from '@arflow/domain/api/credit-supplier';
import { idParam } from '@arflow/domain/api/params';
import { SUPPLIER_CREDIT_WORKFLOW } from '@arflow/domain/workflows/supplier-credit';
import type { FastifyRequest } from 'fastify';
import { findHistory } from '../../platform/audit/history.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { multipartSchema } from '../../platform/http/uploads.ts';
import { listRoute } from '../../platform/lists/list-route.ts';
import { assignCredits } from './assign-credits.ts';
import { blacklistSupplier } from './blacklist-supplier.ts';
import { type CreditStep, changeCredit } from './change-credit.ts';
import { creditDetail, financialsOf, loadCreditItem, missingYears } from './credit.query.ts';
import { supplierDocuments, uploadFinancial } from './financials.ts';
import { findCredits } from './find-credits.ts';
import { saveApplication } from './save-application.ts';
import {
  approvedDetails,
  creditBuyer,
  currentCredit,
  limitSummary,
  notifyEligible,
  supplierBuyers,
} from './supplier-overview.ts';
import { supplierInScope } from './supplier-ref.ts';

const tags = ['credit-supplier'];
const detail = { 200: supplierCreditDetailResponse };

/**
 * Supplier credit (spec §7 "Credit supplier"). Paths as the inventory writes them; where it
 * hesitates between /credit-supplier/… and /credit-supplier/credit-buyer/… the shorter is used
 * (docs/decisions.md "Supplier credit"). Write calls answer the credit as it is after the step.
 */
export function creditSupplierRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const today = () => clock.today();
  const step = (req: FastifyRequest, id: number, s: CreditStep) =>
    changeCredit({ db, ctx: requestContext(req, clock), id, step: s });

  // ---- The supplier's application ---------------------------------------------------------
  app.post(
    '/credit-supplier/update',
    {
      config: { access: A.apply },
      schema: {
        tags,
        summary: 'Apply for credit with a buyer (no id) or change an application',
        body: creditApplicationForm,
        response: detail,
      },
    },
    (req) => saveApplication({ db, ctx: requestContext(req, clock), form: req.body }),
  );
  app.post(
    '/credit-supplier/upload',
    {
      config: { access: A.upload },
      schema: multipartSchema({
        tags,
        summary: "Upload one year's financial statement",
        fields: '`year` (one of the last 4 years), `sup_id` (funder staff)',
        files: 'one',
        response: { 200: supplierDocumentsResponse },
      }),
    },
    async (req) => ({ data: await uploadFinancial({ deps, req, ctx: requestContext(req, clock) }) }),
  );
  app.get(
    '/credit-supplier/documents-supplier/:sup_id',
    {
      config: { access: A.read },
      schema: { tags, params: supIdParam, response: { 200: supplierDocumentsResponse } },
    },
    async (req) => ({ data: await supplierDocuments(db, req.actor!, req.params.sup_id, today()) }),
  );
  app.post(
    '/credit-supplier/request/add-doc',
    {
      config: { access: A.assess },
      schema: { tags, summary: 'Ask the supplier for documents', body: addDocRequestForm, response: detail },
    },
    (req) => step(req, req.body.id, { action: 'request_docs', content: req.body.content }),
  );
  app.post(
    '/credit-supplier/request/add-doc/confirm',
    {
      config: { access: A.apply },
      schema: {
        tags,
        summary: 'The supplier adds the requested documents',
        body: addDocConfirmForm,
        response: detail,
      },
    },
    (req) => step(req, req.body.id, { action: 'provide_docs', file_attach: req.body.file_attach }),
  );
  app.post(
    '/credit-supplier/request/add-doc/reject',
    {
      config: { access: A.supplierDecide },
      schema: {
        tags,
        summary: 'The supplier refuses to add documents',
        body: creditReasonForm,
        response: detail,
      },
    },
    (req) => step(req, req.body.id, { action: 'refuse_docs', reason: req.body.reason }),
  );
  app.post(
    '/credit-supplier/credit-buyer/request/confirm',
    {
      config: { access: A.supplierDecide },
      schema: {
        tags,
        summary: "The supplier confirms the funder's offer",
        body: creditIdForm,
        response: detail,
      },
    },
    (req) => step(req, req.body.id, { action: 'confirm' }),
  );
  app.post(
    '/credit-supplier/credit-buyer/request/reject',
    {
      config: { access: A.supplierDecide },
      schema: {
        tags,
        summary: "The supplier declines the funder's offer",
        body: creditReasonForm,
        response: detail,
      },
    },
    (req) => step(req, req.body.id, { action: 'decline', reason: req.body.reason }),
  );
  app.get(
    '/credit-supplier/credit-buyer/request/:buyId',
    { config: { access: A.ownSummary }, schema: { tags, params: buyIdParam, response: detail } },
    async (req) => {
      const current = await currentCredit(db, req.actor!, req.params.buyId, today());
      return (await creditDetail(db, req.actor!, current.id, today()))!;
    },
  );
  app.get(
    '/supplier/summary-limit',
    { config: { access: A.ownSummary }, schema: { tags, response: { 200: limitSummaryResponse } } },
    async (req) => ({ data: await limitSummary(db, req.actor!.enterprise_id, today()) }),
  );

  // ---- The funder's assessment ------------------------------------------------------------
  app.post(
    '/credit-supplier/list',
    listRoute({
      tags,
      access: A.funderRead,
      list: { columns: SUPPLIER_CREDIT_COLUMNS, file: 'tin-dung-nha-cung-cap' },
      body: supplierCreditListBody,
      response: supplierCreditListResponse,
    }),
    (req) => {
      const { search_condition, ...input } = req.body;
      return findCredits({ db, actor: req.actor!, today: today(), filters: search_condition, input });
    },
  );
  app.post(
    '/credit-supplier/credit-buyer/histories',
    listRoute({
      tags,
      access: A.read,
      list: { columns: SUPPLIER_CREDIT_COLUMNS, file: 'lich-su-tin-dung-nha-cung-cap' },
      body: creditHistoriesBody,
      response: supplierCreditListResponse,
    }),
    (req) => {
      const { search_condition, ...input } = req.body;
      return findCredits({ db, actor: req.actor!, today: today(), filters: search_condition, input });
    },
  );
  app.post(
    '/credit-supplier/assign',
    {
      config: { access: A.decide },
      schema: { tags, body: creditAssignForm, response: { 200: creditAssignResponse } },
    },
    async (req) => ({
      data: await assignCredits({
        db,
        ctx: requestContext(req, clock),
        ids: req.body.ids,
        userId: req.body.user_id,
      }),
    }),
  );
  app.post(
    '/credit-supplier/black-list/all',
    {
      config: { access: A.decide },
      schema: { tags, body: blacklistAllForm, response: { 200: blacklistAllResponse } },
    },
    async (req) => ({
      data: await blacklistSupplier({
        db,
        ctx: requestContext(req, clock),
        supId: req.body.sup_id,
        reason: req.body.reason,
      }),
    }),
  );
  app.post(
    '/credit-supplier/reject/:id',
    { config: { access: A.decide }, schema: { tags, params: idParam, body: reasonBody, response: detail } },
    (req) => step(req, req.params.id, { action: 'reject', reason: req.body.reason }),
  );
  app.post(
    '/credit-supplier/approve',
    { config: { access: A.decide }, schema: { tags, body: creditApproveForm, response: detail } },
    (req) => {
      const { id, ...terms } = req.body;
      return step(req, id, { action: 'approve', ...terms });
    },
  );

  // ---- Reads of one credit or one supplier -------------------------------------------------
  app.get(
    '/credit-supplier/histories/one-setting/:id',
    { config: { access: A.read }, schema: { tags, params: idParam, response: { 200: historyListResponse } } },
    async (req) => {
      if (!(await loadCreditItem(db, req.actor!, req.params.id, today()))) throw new AppError('NOT_FOUND');
      return { data: await findHistory(db, SUPPLIER_CREDIT_WORKFLOW.entity, req.params.id) };
    },
  );
  app.get(
    '/credit-supplier/details/history/:id',
    { config: { access: A.read }, schema: { tags, params: idParam, response: detail } },
    async (req) => {
      const found = await creditDetail(db, req.actor!, req.params.id, today());
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },
  );
  app.get(
    '/credit-supplier/buyer/:sup_id',
    {
      config: { access: A.read },
      schema: { tags, params: supIdParam, response: { 200: supplierBuyersResponse } },
    },
    async (req) => ({ data: await supplierBuyers(db, req.actor!, req.params.sup_id, today()) }),
  );
  app.get(
    '/credit-supplier/credit-buyer/:supId/:buyId',
    {
      config: { access: A.read },
      schema: { tags, params: supBuyOrAllParams, response: { 200: creditBuyerResponse } },
    },
    (req) => creditBuyer(db, req.actor!, req.params.supId, req.params.buyId, today()),
  );
  app.get(
    '/credit-supplier/details/approved/:sup_id/:credit_id',
    {
      config: { access: A.read },
      schema: { tags, params: supCreditParams, response: { 200: approvedDetailsResponse } },
    },
    async (req) => ({
      data: await approvedDetails(db, req.actor!, req.params.sup_id, req.params.credit_id, today()),
    }),
  );
  app.get(
    '/credit-supplier/notify-eligible/:sup_id/:buy_id',
    {
      config: { access: A.read },
      schema: { tags, params: supBuyParams, response: { 200: notifyEligibleResponse } },
    },
    async (req) => {
      const supId = await supplierInScope(db, req.actor!, req.params.sup_id);
      const missing = missingYears(await financialsOf(db, supId), today());
      return { data: await notifyEligible(db, req.actor!, supId, req.params.buy_id, today(), missing) };
    },
  );
}
