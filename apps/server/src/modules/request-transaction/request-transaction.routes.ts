import { REQUEST_TRANSACTION_ACCESS as ACCESS } from '@arflow/domain/access/request-transaction';
import { idParam } from '@arflow/domain/api/params';
import {
  arListBody,
  arListResponse,
  buyerListResponse,
  buyIdParam,
  deleteDraftQuery,
  docIdsBody,
  docsResponse,
  draftBody,
  draftParams,
  draftResponse,
  idBody,
  otpBody,
  otpIssuedResponse,
  rejectBody,
  selectionConfirmBody,
  selectionResponse,
  selectionSetBody,
  statisticListBody,
  statisticSummaryBody,
  statisticSummaryResponse,
  synthesisResponse,
  TRANSACTION_COLUMNS,
  transactionDetailResponse,
  transactionListBody,
  transactionListResponse,
} from '@arflow/domain/api/request-transaction';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requestContext, requireActor } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { multipartSchema } from '../../platform/http/uploads.ts';
import { buyerList, synthesize } from './buyers.ts';
import { answerAddDoc, confirmContracts, refuse } from './decide.ts';
import { confirmDocs, listDocs, uploadDocs } from './documents.ts';
import { confirmSelection, createDraft, deleteDraft, getDraft } from './draft.ts';
import { findArs } from './find-ars.ts';
import { findTransactions, summarizeTransactions } from './find-transactions.ts';
import { loadTransaction } from './request-transaction.query.ts';
import { priceSelection } from './selection.ts';
import { issueSignOtp, signWithFile, signWithOtp } from './sign.ts';

const tags = ['request-transaction'];
const P = '/supplier/request-transaction';
const multipartDoc = (fields: string) => multipartSchema({ tags, fields });

/** Supplier request-transaction and supplier statistics (spec §7), paths as the spec names them. */
export function requestTransactionRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const read = { access: ACCESS.read };
  const prepare = { access: ACCESS.prepare };
  const approve = { access: ACCESS.approve };
  /** A transaction's documents filed with a step (multipart): the use-case reads the request itself. */
  const withDocuments = (
    url: string,
    response: z.ZodType,
    run: (o: { deps: ModuleDeps; req: FastifyRequest; ctx: RequestContext; id: number }) => Promise<unknown>,
  ) =>
    app.post(
      url,
      {
        config: prepare,
        schema: {
          ...multipartDoc('the text fields `signed_date` and `doc_group`'),
          params: idParam,
          response: { 200: response },
        },
      },
      (req) => run({ deps, req, ctx: requestContext(req, clock), id: req.params.id }),
    );
  /** The approver refuses the transaction at one step, with the reason. */
  const refusal = (url: string, action: Parameters<typeof refuse>[0]['action']) =>
    app.post(
      url,
      { config: approve, schema: { tags, body: rejectBody, response: { 200: transactionDetailResponse } } },
      async (req) => ({
        data: await refuse({
          db,
          ctx: requestContext(req, clock),
          id: req.body.id,
          reason: req.body.reason,
          action,
        }),
      }),
    );

  app.get(
    `${P}/buyer-list`,
    { config: read, schema: { tags, response: { 200: buyerListResponse } } },
    (req) => buyerList(db, requireActor(requestContext(req, clock))),
  );
  app.get(
    `${P}/synthesize/:buyId`,
    { config: read, schema: { tags, params: buyIdParam, response: { 200: synthesisResponse } } },
    (req) => synthesize(db, requireActor(requestContext(req, clock)), req.params.buyId),
  );
  app.post(
    `${P}/ars`,
    { config: read, schema: { tags, body: arListBody, response: { 200: arListResponse } } },
    (req) => findArs(db, requireActor(requestContext(req, clock)), req.body, { selectableOnly: false }),
  );
  app.post(
    `${P}/ar-selection`,
    { config: read, schema: { tags, body: arListBody, response: { 200: arListResponse } } },
    (req) => findArs(db, requireActor(requestContext(req, clock)), req.body, { selectableOnly: true }),
  );
  for (const [path, checkLimit] of [
    ['ar-selection-set', false],
    ['ar-recalculate', false],
    ['ar-submission', true],
  ] as const) {
    app.post(
      `${P}/${path}`,
      { config: read, schema: { tags, body: selectionSetBody, response: { 200: selectionResponse } } },
      (req) => priceSelection(db, requireActor(requestContext(req, clock)), req.body, { checkLimit }),
    );
  }
  app.post(
    `${P}/ar-selection-confirm`,
    {
      config: prepare,
      schema: { tags, body: selectionConfirmBody, response: { 200: transactionDetailResponse } },
    },
    async (req) => ({
      data: await confirmSelection({ db, ctx: requestContext(req, clock), items: req.body }),
    }),
  );
  app.post(
    `${P}/draft-transaction`,
    { config: prepare, schema: { tags, body: draftBody, response: { 200: transactionDetailResponse } } },
    async (req) => ({ data: await createDraft({ db, ctx: requestContext(req, clock), body: req.body }) }),
  );
  app.get(
    `${P}/:supplierId/draft-transaction/:buyerId`,
    { config: read, schema: { tags, params: draftParams, response: { 200: draftResponse } } },
    async (req) => ({
      data: await getDraft({
        db,
        ctx: requestContext(req, clock),
        supplierId: req.params.supplierId,
        buyerId: req.params.buyerId,
      }),
    }),
  );
  app.delete(
    `${P}/draft-transaction`,
    {
      config: prepare,
      schema: { tags, querystring: deleteDraftQuery, response: { 200: transactionDetailResponse } },
    },
    async (req) => ({ data: await deleteDraft({ db, ctx: requestContext(req, clock), id: req.query.id }) }),
  );
  app.get(
    `${P}/transaction/:id`,
    { config: read, schema: { tags, params: idParam, response: { 200: transactionDetailResponse } } },
    async (req) => {
      const data = await loadTransaction(db, requireActor(requestContext(req, clock)), req.params.id);
      if (!data) throw new AppError('NOT_FOUND');
      return { data };
    },
  );

  // ---- Documents and confirmation --------------------------------------------------------------
  withDocuments(`${P}/upload-docs/:id`, docsResponse, uploadDocs);
  app.get(
    `${P}/upload-docs/:id`,
    { config: read, schema: { tags, params: idParam, response: { 200: docsResponse } } },
    (req) => listDocs(db, requestContext(req, clock), req.params.id),
  );
  app.post(
    `${P}/upload-docs/confirm/:id`,
    { config: prepare, schema: { tags, params: idParam, body: docIdsBody, response: { 200: docsResponse } } },
    (req) => confirmDocs({ db, ctx: requestContext(req, clock), id: req.params.id, docIds: req.body }),
  );
  app.post(
    `${P}/confirm/:id`,
    { config: approve, schema: { tags, params: idParam, response: { 200: transactionDetailResponse } } },
    async (req) => ({
      data: await confirmContracts({ db, ctx: requestContext(req, clock), id: req.params.id }),
    }),
  );

  // ---- Lists ---------------------------------------------------------------------------------
  for (const [path, stages] of [
    ['transactions', undefined],
    ['confirm-transactions', ['CONTRACTS_CONFIRMED'] as const],
    ['add-doc-transactions', ['HOLDING'] as const],
    ['changes', ['ADJUSTING', 'CHANGE'] as const],
  ] as const) {
    app.post(
      `${P}/${path}`,
      {
        config: { ...read, list: { columns: TRANSACTION_COLUMNS, file: `giao-dich-${path}` } },
        schema: { tags, body: transactionListBody, response: { 200: transactionListResponse } },
      },
      (req) => findTransactions(db, requireActor(requestContext(req, clock)), req.body, stages),
    );
  }

  // ---- Signing and refusals -------------------------------------------------------------------
  app.post(
    `${P}/confirm-transactions/sign`,
    {
      config: { access: ACCESS.signCompany },
      schema: { ...multipartDoc('the text field `id`'), response: { 200: transactionDetailResponse } },
    },
    (req) => signWithFile({ deps, req, ctx: requestContext(req, clock) }),
  );
  app.post(
    `${P}/confirm-transactions/ind-sign`,
    {
      config: { access: ACCESS.signIndividual },
      schema: { tags, body: idBody, response: { 200: otpIssuedResponse } },
    },
    (req) => issueSignOtp({ db, ctx: requestContext(req, clock), id: req.body.id }),
  );
  app.post(
    `${P}/confirm-transactions/confirm-otp`,
    {
      config: { access: ACCESS.signIndividual },
      schema: { tags, body: otpBody, response: { 200: transactionDetailResponse } },
    },
    (req) => signWithOtp({ db, ctx: requestContext(req, clock), id: req.body.id, otp: req.body.otp }),
  );
  refusal(`${P}/confirm-transactions/reject`, 'reject_transaction');
  withDocuments(`${P}/add-doc-transactions/:id/approve`, transactionDetailResponse, answerAddDoc);
  refusal(`${P}/add-doc-transactions/reject`, 'reject_add_doc');

  // ---- Supplier statistics ---------------------------------------------------------------------
  app.post(
    '/supplier/statistic/summary-trans-his',
    {
      config: read,
      schema: { tags, body: statisticSummaryBody, response: { 200: statisticSummaryResponse } },
    },
    (req) => summarizeTransactions(db, requireActor(requestContext(req, clock)), req.body.search_condition),
  );
  app.post(
    '/supplier/statistic/list-trans-his',
    {
      config: { ...read, list: { columns: TRANSACTION_COLUMNS, file: 'thong-ke-giao-dich' } },
      schema: { tags, body: statisticListBody, response: { 200: transactionListResponse } },
    },
    (req) => findTransactions(db, requireActor(requestContext(req, clock)), req.body),
  );
}
