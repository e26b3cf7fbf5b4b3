import { BUYER_TRANSACTIONS_ACCESS as ACCESS } from '@arflow/domain/access/buyer-transactions';
import {
  BUYER_TRANSACTION_COLUMNS,
  buyerDocumentParams,
  buyerRejectBody,
  buyerTransactionDetailResponse,
  buyerTransactionListBody,
  buyerTransactionListResponse,
  buyerTransactionSaveResponse,
  fundingDocumentsResponse,
  fundingRejectBody,
  fundingRequestResponse,
} from '@arflow/domain/api/buyer-transactions';
import { idParam } from '@arflow/domain/api/params';
import { recordIdParam } from '@arflow/domain/validation';
import { z } from 'zod';
import type { UserState } from '../../platform/auth/user-state.ts';
import { sendStoredFile } from '../../platform/files/download.ts';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { multipartSchema } from '../../platform/http/uploads.ts';
import { buyerStatisticsRoutes } from './buyer-statistics.routes.ts';
import {
  approveFunding,
  confirmDisbursement,
  confirmTransaction,
  rejectFunding,
  rejectTransaction,
} from './decide-buyer-transaction.ts';
import { findBuyerTransactions } from './find-buyer-transactions.ts';
import {
  findFundingDocumentFile,
  getFundingDocuments,
  getFundingRequest,
  uploadFundingDocuments,
} from './funding-request.ts';
import { getBuyerTransaction } from './get-buyer-transaction.ts';
import { findTransactionDocumentFile } from './transaction-document.ts';

const tags = ['buyer-transactions'];
// Each action names the transaction in the state it acts on: its own parameter name, so the
// scoping fixture can give one record per state (the URL is the spec's {id} all the same).
const waitingParam = z.strictObject({ waiting_id: recordIdParam() });
const fundingParam = z.strictObject({ funding_id: recordIdParam() });
const approvedParam = z.strictObject({ approved_id: recordIdParam() });
const fundingDocParams = z.strictObject({ approved_id: recordIdParam(), funding_doc_id: recordIdParam() });

/** Buyer self-service over its transactions (spec §7 "Buyer self-service"; designed calls in docs/decisions.md). */
export function buyerTransactionsRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const read = { access: ACCESS.read };
  const decide = { access: ACCESS.decide };
  /** A stored file the buyer reads through one of its transactions (the use-case finds it or 404s). */
  const download = <P extends z.ZodObject>(
    url: string,
    params: P,
    find: (actor: UserState, params: z.infer<P>) => Promise<Parameters<typeof sendStoredFile>[2]>,
  ) =>
    app.get(url, { config: read, schema: { tags, params } }, async (req, reply) =>
      sendStoredFile(reply, deps.files, await find(req.actor!, req.params as z.infer<P>)),
    );

  app.post(
    '/buyer-transactions',
    {
      config: { ...read, list: { columns: BUYER_TRANSACTION_COLUMNS, file: 'giao-dich-ben-mua' } },
      schema: { tags, body: buyerTransactionListBody, response: { 200: buyerTransactionListResponse } },
    },
    (req) => findBuyerTransactions({ db, actor: req.actor!, body: req.body }),
  );
  app.get(
    '/buyer-transactions/:id',
    { config: read, schema: { tags, params: idParam, response: { 200: buyerTransactionDetailResponse } } },
    (req) => getBuyerTransaction({ db, actor: req.actor!, id: req.params.id }),
  );
  download('/buyer-transactions/:id/documents/:docId', buyerDocumentParams, (actor, p) =>
    findTransactionDocumentFile({ db, actor, id: p.id, docId: p.docId }),
  );
  app.post(
    '/buyer-transactions/:waiting_id/confirm',
    {
      config: decide,
      schema: { tags, params: waitingParam, response: { 200: buyerTransactionSaveResponse } },
    },
    async (req) => ({
      data: await confirmTransaction({ db, ctx: requestContext(req, clock), id: req.params.waiting_id }),
    }),
  );
  app.post(
    '/buyer-transactions/:waiting_id/reject',
    {
      config: decide,
      schema: {
        tags,
        params: waitingParam,
        body: buyerRejectBody,
        response: { 200: buyerTransactionSaveResponse },
      },
    },
    async (req) => ({
      data: await rejectTransaction({
        db,
        ctx: requestContext(req, clock),
        id: req.params.waiting_id,
        reason: req.body.reason,
      }),
    }),
  );

  // ---- Funding requests (buyer-funded programmes) ----------------------------------------------
  app.get(
    '/buyer-transactions/:funding_id/funding-request',
    { config: read, schema: { tags, params: fundingParam, response: { 200: fundingRequestResponse } } },
    (req) => getFundingRequest({ db, actor: req.actor!, id: req.params.funding_id }),
  );
  app.get(
    '/buyer-transactions/:funding_id/funding-document',
    { config: read, schema: { tags, params: fundingParam, response: { 200: fundingDocumentsResponse } } },
    (req) => getFundingDocuments({ db, actor: req.actor!, id: req.params.funding_id }),
  );
  download(
    '/buyer-transactions/:approved_id/funding-document/:funding_doc_id',
    fundingDocParams,
    (actor, p) => findFundingDocumentFile({ db, actor, id: p.approved_id, docId: p.funding_doc_id }),
  );
  app.post(
    '/buyer-transactions/:funding_id/funding-request/approve',
    {
      config: decide,
      schema: { tags, params: fundingParam, response: { 200: buyerTransactionSaveResponse } },
    },
    async (req) => ({
      data: await approveFunding({ db, ctx: requestContext(req, clock), id: req.params.funding_id }),
    }),
  );
  app.post(
    '/buyer-transactions/funding-request/reject',
    {
      config: decide,
      schema: { tags, body: fundingRejectBody, response: { 200: buyerTransactionSaveResponse } },
    },
    async (req) => ({
      data: await rejectFunding({
        db,
        ctx: requestContext(req, clock),
        id: req.body.id,
        reason: req.body.reason,
      }),
    }),
  );
  app.post(
    '/buyer-transactions/funding-document',
    {
      config: { access: ACCESS.upload },
      schema: multipartSchema({
        tags,
        fields: 'the text field `id` (the transaction)',
        response: { 200: fundingDocumentsResponse },
      }),
    },
    (req) => uploadFundingDocuments({ deps, req, ctx: requestContext(req, clock) }),
  );
  app.post(
    '/buyer-transactions/:approved_id/confirm-disbursement',
    {
      config: decide,
      schema: { tags, params: approvedParam, response: { 200: buyerTransactionSaveResponse } },
    },
    async (req) => ({
      data: await confirmDisbursement({ db, ctx: requestContext(req, clock), id: req.params.approved_id }),
    }),
  );
  buyerStatisticsRoutes(app, deps);
}
