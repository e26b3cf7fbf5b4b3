import { CREDIT_BUYER_ACCESS as ACCESS } from '@arflow/domain/access/credit-buyer';
import {
  buyerIdParam,
  buyerProgrammeResponse,
  CREDIT_LIST_COLUMNS,
  CREDIT_VERSION_COLUMNS,
  confirmStructureBody,
  contractTypeQuery,
  contractTypeResponse,
  creditAdjustBody,
  creditAssignBody,
  creditAssignResponse,
  creditDataUpdateResponse,
  creditHistoryResponse,
  creditListBody,
  creditListResponse,
  creditRejectBody,
  creditSetupBody,
  creditSetupDetailResponse,
  creditSetupSaveResponse,
  creditTotalsResponse,
  creditUploadResponse,
  creditVersionsBody,
  creditVersionsResponse,
  debtSettingsBody,
  debtSettingsResponse,
  idParam,
  maturityActionBody,
  maturityResponse,
  maturitySaveResponse,
  maturitySetupBody,
  ownLimitResponse,
  ownProgrammeResponse,
  supplierRatesBody,
  supplierRatesResponse,
} from '@arflow/domain/api/credit-buyer';
import { recordIdParam } from '@arflow/domain/validation';
import { z } from 'zod';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { multipartSchema } from '../../platform/http/uploads.ts';
import { assignOfficer } from './assign-officer.ts';
import { getDebtSettings, saveDebtSettings } from './debt-settings.ts';
import { activateSetup, decideSetup } from './decide-setup.ts';
import { findCreditBuyers } from './find-credit-buyers.ts';
import { getContractTypes } from './get-contract-types.ts';
import {
  findVersions,
  getProgramme,
  getProposalValues,
  getSetup,
  getSetupHistory,
  getSetupValues,
  getTotals,
} from './get-setup.ts';
import { getMaturity, getSupplierRates, moveMaturity, setSupplierRates, setupMaturity } from './maturity.ts';
import { confirmStructure, getOwnLimit, getOwnProgramme } from './own-credit.ts';
import { adjustLimits, proposeSetup } from './propose-setup.ts';
import { uploadSetupFiles } from './upload-files.ts';

const tags = ['credit-buyer'];
/** Activation names an approved version: its own parameter name, so the scoping fixture can give one. */
const appliedIdParam = z.strictObject({ applied_id: recordIdParam() });

/**
 * Credit buyer, funder side (spec §7 "Credit buyer (funder side)"), and the buyer's own reads
 * (spec §7 "Buyer"). Where the inventory reads a path two ways, docs/decisions.md "Credit buyer
 * paths" says which one is served. `:id` is a setup version, `:buyer_id` a buyer company.
 */
export function creditBuyerRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const read = { access: ACCESS.read };
  const propose = { access: ACCESS.propose };
  const decideAccess = { access: ACCESS.decide };

  // ---- Reads -------------------------------------------------------------------------------
  app.post(
    '/credit-buyer/list',
    {
      config: { ...read, list: { columns: CREDIT_LIST_COLUMNS, file: 'tin-dung-ben-mua' } },
      schema: { tags, body: creditListBody, response: { 200: creditListResponse } },
    },
    (req) => findCreditBuyers({ db, actor: req.actor!, body: req.body }),
  );
  app.get(
    '/enterprise/contract-type',
    {
      config: { access: [...ACCESS.read, ...ACCESS.buyerSelf] },
      schema: { tags, querystring: contractTypeQuery, response: { 200: contractTypeResponse } },
    },
    (req) => getContractTypes({ db, actor: req.actor!, buyerId: req.query.id }),
  );
  app.get(
    '/credit-buyer/limit-rate/view',
    { config: read, schema: { tags, response: { 200: creditTotalsResponse } } },
    () => getTotals(db),
  );
  app.get(
    '/credit-buyer/limit-rate/view/:id',
    { config: read, schema: { tags, params: idParam, response: { 200: creditSetupDetailResponse } } },
    (req) => getSetup({ db, actor: req.actor!, id: req.params.id }),
  );
  app.get(
    '/credit-buyer/limit-rate/view/:buyer_id/buyer',
    { config: read, schema: { tags, params: buyerIdParam, response: { 200: buyerProgrammeResponse } } },
    (req) => getProgramme({ db, actor: req.actor!, buyerId: req.params.buyer_id }),
  );
  app.get(
    '/credit-buyer/limit-rate/data-update/:id',
    { config: read, schema: { tags, params: idParam, response: { 200: creditDataUpdateResponse } } },
    (req) => getSetupValues({ db, actor: req.actor!, id: req.params.id }),
  );
  app.get(
    '/credit-buyer/limit-rate/data-update/:buyer_id/buyer',
    { config: read, schema: { tags, params: buyerIdParam, response: { 200: creditDataUpdateResponse } } },
    (req) => getProposalValues({ db, actor: req.actor!, buyerId: req.params.buyer_id }),
  );
  app.get(
    '/credit-buyer/limit-rate/history/:id',
    { config: read, schema: { tags, params: idParam, response: { 200: creditHistoryResponse } } },
    (req) => getSetupHistory({ db, actor: req.actor!, id: req.params.id }),
  );
  app.post(
    '/credit-buyer/limit-rate/history',
    {
      config: { ...read, list: { columns: CREDIT_VERSION_COLUMNS, file: 'lich-su-tin-dung-ben-mua' } },
      schema: { tags, body: creditVersionsBody, response: { 200: creditVersionsResponse } },
    },
    (req) => {
      const { search_condition, ...input } = req.body;
      return findVersions({ db, actor: req.actor!, buyerId: search_condition.buyer_id, input });
    },
  );

  // ---- The setup's lifecycle -----------------------------------------------------------------
  app.post(
    '/credit-buyer/setup',
    { config: propose, schema: { tags, body: creditSetupBody, response: { 200: creditSetupSaveResponse } } },
    async (req) => ({ data: await proposeSetup({ db, ctx: requestContext(req, clock), body: req.body }) }),
  );
  app.post(
    '/credit-buyer/buyer/adjust',
    { config: propose, schema: { tags, body: creditAdjustBody, response: { 200: creditSetupSaveResponse } } },
    async (req) => ({ data: await adjustLimits({ db, ctx: requestContext(req, clock), body: req.body }) }),
  );
  app.get(
    '/credit-buyer/applied/:id',
    { config: decideAccess, schema: { tags, params: idParam, response: { 200: creditSetupSaveResponse } } },
    async (req) => ({
      data: await decideSetup({ db, ctx: requestContext(req, clock), id: req.params.id, action: 'approve' }),
    }),
  );
  app.post(
    '/credit-buyer/rejected/',
    {
      config: decideAccess,
      schema: { tags, body: creditRejectBody, response: { 200: creditSetupSaveResponse } },
    },
    async (req) => ({
      data: await decideSetup({
        db,
        ctx: requestContext(req, clock),
        id: req.body.id,
        action: 'reject',
        reason: req.body.reason,
      }),
    }),
  );
  app.post(
    '/credit-buyer/activate/:applied_id',
    {
      config: decideAccess,
      schema: { tags, params: appliedIdParam, response: { 200: creditSetupSaveResponse } },
    },
    async (req) => ({
      data: await activateSetup({ db, ctx: requestContext(req, clock), id: req.params.applied_id }),
    }),
  );
  app.post(
    '/credit-buyer/assign',
    {
      config: decideAccess,
      schema: { tags, body: creditAssignBody, response: { 200: creditAssignResponse } },
    },
    (req) =>
      assignOfficer({
        db,
        ctx: requestContext(req, clock),
        buyerId: req.body.buyer_id,
        userId: req.body.user_id,
      }),
  );
  app.post(
    '/credit-buyer/upload',
    {
      config: { access: ACCESS.upload },
      schema: multipartSchema({
        tags,
        fields: 'the text field `setup_id`',
        response: { 200: creditUploadResponse },
      }),
    },
    (req) => uploadSetupFiles({ deps, req, ctx: requestContext(req, clock) }),
  );

  // ---- Debt and maturity ---------------------------------------------------------------------
  app.get(
    '/credit-buyer/debt/:buyer_id',
    { config: read, schema: { tags, params: buyerIdParam, response: { 200: debtSettingsResponse } } },
    (req) => getDebtSettings({ db, actor: req.actor!, buyerId: req.params.buyer_id }),
  );
  app.post(
    '/credit-buyer/setup-debt',
    { config: propose, schema: { tags, body: debtSettingsBody, response: { 200: debtSettingsResponse } } },
    (req) => saveDebtSettings({ db, ctx: requestContext(req, clock), body: req.body }),
  );
  app.get(
    '/credit-buyer/maturity/:buyer_id',
    { config: read, schema: { tags, params: buyerIdParam, response: { 200: maturityResponse } } },
    (req) => getMaturity({ db, actor: req.actor!, buyerId: req.params.buyer_id }),
  );
  app.post(
    '/credit-buyer/setup-maturity',
    { config: propose, schema: { tags, body: maturitySetupBody, response: { 200: maturitySaveResponse } } },
    async (req) => ({ data: await setupMaturity({ db, ctx: requestContext(req, clock), body: req.body }) }),
  );
  app.post(
    '/credit-buyer/request-maturity',
    { config: propose, schema: { tags, body: maturityActionBody, response: { 200: maturitySaveResponse } } },
    async (req) => ({
      data: await moveMaturity({ db, ctx: requestContext(req, clock), id: req.body.id, action: 'request' }),
    }),
  );
  app.post(
    '/credit-buyer/confirm-maturity',
    {
      config: decideAccess,
      schema: { tags, body: maturityActionBody, response: { 200: maturitySaveResponse } },
    },
    async (req) => ({
      data: await moveMaturity({ db, ctx: requestContext(req, clock), id: req.body.id, action: 'confirm' }),
    }),
  );
  app.get(
    '/credit-buyer/maturity/:buyer_id/supplier-rate-settings',
    { config: read, schema: { tags, params: buyerIdParam, response: { 200: supplierRatesResponse } } },
    (req) => getSupplierRates({ db, actor: req.actor!, buyerId: req.params.buyer_id }),
  );
  app.post(
    '/credit-buyer/maturity/:buyer_id/request-supplier-rate-settings',
    {
      config: propose,
      schema: {
        tags,
        params: buyerIdParam,
        body: supplierRatesBody,
        response: { 200: supplierRatesResponse },
      },
    },
    (req) =>
      setSupplierRates({ db, ctx: requestContext(req, clock), buyerId: req.params.buyer_id, body: req.body }),
  );

  // ---- The buyer's (and a partner's) own programme and limits ----------------------------------
  app.get(
    '/buy/buyer-credit/view',
    { config: { access: ACCESS.buyerSelf }, schema: { tags, response: { 200: ownProgrammeResponse } } },
    (req) => getOwnProgramme({ db, actor: req.actor! }),
  );
  app.post(
    '/buy/buyer-credit/confirm-structure',
    {
      config: { access: ACCESS.buyerSelf },
      schema: { tags, body: confirmStructureBody, response: { 200: ownProgrammeResponse } },
    },
    (req) =>
      confirmStructure({
        db,
        ctx: requestContext(req, clock),
        id: req.body.id,
        transaction_structure: req.body.transaction_structure,
      }),
  );
  for (const [prefix, access] of [
    ['/buyer', ACCESS.buyerSelf],
    ['/corporate', ACCESS.partnerSelf],
    ['/person', ACCESS.partnerSelf],
  ] as const) {
    for (const [path, kind] of [
      ['standard-limit', 'standard'],
      ['early-payment-limit', 'early_payment'],
    ] as const) {
      app.get(
        `${prefix}/${path}`,
        { config: { access }, schema: { tags, response: { 200: ownLimitResponse } } },
        (req) => getOwnLimit({ db, actor: req.actor!, kind }),
      );
    }
  }
}
