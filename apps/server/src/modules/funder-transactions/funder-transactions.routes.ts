import { FUNDER_TRANSACTIONS_ACCESS as A } from '@arflow/domain/access/funder-transactions';
import {
  approvalIdParam,
  checksBody,
  checksResponse,
  confirmIdParam,
  decideBody,
  docIdParam,
  expertiseContent,
  expertiseResponse,
  FUNDER_TRANSACTION_COLUMNS,
  funderTransactionDetail,
  funderTransactionListBody,
  funderTransactionListQuery,
  funderTransactionListResponse,
  funderTransactionOrgResponse,
  funderTransactionStatusParam,
  fundingPartnerBody,
  fundingPartnersResponse,
  indSaleIdParam,
  rejectDebtSaleBody,
  saleIdParam,
  transactionFilesResponse,
  transactionPaperResponse,
} from '@arflow/domain/api/funder-transactions';
import { idParam } from '@arflow/domain/api/params';
import type { FunderList } from '@arflow/domain/funder-review';
import type { Access } from '@arflow/domain/permissions';
import type { CheckLevel } from '@arflow/domain/statuses/transaction';
import { z } from 'zod';
import { requestContext } from '../../platform/http/context.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import type { TransactionDocumentGroup } from '../transactions/transactions.tables.ts';
import { decideTransaction } from './decide-transaction.ts';
import { findFunderTransactions } from './find-funder-transactions.ts';
import { fundingPartners, requestDebtSaleOtp, selectFundingPartner } from './funding-partner.ts';
import { getFunderTransaction, getTransactionOrg } from './get-funder-transaction.ts';
import { getExpertise, listChecks, saveExpertise } from './review-checks.ts';
import { deleteFile, listFiles, updateFile, uploadFiles } from './transaction-files.ts';
import {
  confirmDebtSale,
  confirmEarlyPayment,
  getPaper,
  type PaperKind,
  rejectDebtSale,
  signPaper,
} from './transaction-papers.ts';

const tags = ['funder-transactions'];
const detail = { 200: funderTransactionDetail };
const multipart = (summary: string, description: string) => ({
  tags,
  summary,
  description,
  consumes: ['multipart/form-data'],
  response: detail,
});

/** The spec's list paths (spec §7) and the list each one shows (funder-review.ts). */
export const LIST_PATHS: Record<string, FunderList> = {
  review: 'progress',
  'add-doc': 'holding',
  internal: 'internal',
  'wait-fun-confirm': 'waiting-fun-confirm',
  'wait-pc-confirm': 'waiting-sup-confirm',
  completed: 'completed',
  change: 'change',
  reject: 'reject',
};

const CHECK_PATHS: Record<string, CheckLevel> = {
  'officer-checks': 'OFFICER',
  'senior-checks': 'SENIOR',
  'manager-checks': 'MANAGER',
};
const FILE_PATHS: Record<string, TransactionDocumentGroup> = {
  'ca-files': 'CA',
  // As the spec writes it (contact-files: the contract files).
  'contact-files': 'CONTRACT',
  'invoice-files': 'INVOICE',
  'other-files': 'OTHER',
};

/**
 * Funder review (spec §7 "Funder transactions"): paths as the inventory writes them. Where the
 * spec hesitates between prefixes (expertise under /{id} and /details/{id}), both are served by
 * one use-case (docs/decisions.md "Funder review").
 */
export function funderTransactionsRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const read = { access: A.read };

  for (const [path, list] of Object.entries(LIST_PATHS)) {
    app.post(
      `/funder-transactions/${path}`,
      {
        config: { ...read, list: { columns: FUNDER_TRANSACTION_COLUMNS, file: `giao-dich-${path}` } },
        schema: { tags, body: funderTransactionListBody, response: { 200: funderTransactionListResponse } },
      },
      (req) => findFunderTransactions({ db, actor: req.actor!, list, query: req.body }),
    );
  }
  app.get(
    '/fun/transaction/:status',
    {
      config: { ...read, list: { columns: FUNDER_TRANSACTION_COLUMNS, file: 'lich-su-giao-dich' } },
      schema: {
        tags,
        params: funderTransactionStatusParam,
        querystring: funderTransactionListQuery,
        response: { 200: funderTransactionListResponse },
      },
    },
    (req) => {
      const { page_number, page_size, sort_column, sort_direction, ...search_condition } = req.query;
      return findFunderTransactions({
        db,
        actor: req.actor!,
        list: req.params.status,
        // Spread first: the validated query carries the export's sink (platform/lists/export.ts).
        query: { ...req.query, search_condition, page_number, page_size, sort_column, sort_direction },
      });
    },
  );

  for (const prefix of ['/funder-transactions/:id', '/funder-transactions/details/:id']) {
    app.get(prefix, { config: read, schema: { tags, params: idParam, response: detail } }, (req) =>
      getFunderTransaction({ db, actor: req.actor!, id: req.params.id }),
    );
    app.get(
      `${prefix}/org`,
      { config: read, schema: { tags, params: idParam, response: { 200: funderTransactionOrgResponse } } },
      (req) => getTransactionOrg({ db, actor: req.actor!, id: req.params.id }),
    );
    app.get(
      `${prefix}/officer-expertise`,
      { config: read, schema: { tags, params: idParam, response: { 200: expertiseResponse } } },
      (req) => getExpertise({ db, actor: req.actor!, id: req.params.id, level: 'OFFICER' }),
    );
    app.post(
      `${prefix}/officer-expertise`,
      {
        config: { access: A.officerExpertise },
        schema: { tags, params: idParam, body: expertiseContent, response: { 200: expertiseResponse } },
      },
      (req) =>
        saveExpertise({
          db,
          ctx: requestContext(req, clock),
          id: req.params.id,
          level: 'OFFICER',
          content: req.body,
        }),
    );
    app.get(
      `${prefix}/manager-expertise`,
      { config: read, schema: { tags, params: idParam, response: { 200: expertiseResponse } } },
      (req) => getExpertise({ db, actor: req.actor!, id: req.params.id, level: 'MANAGER' }),
    );
  }
  for (const prefix of ['/funder-transactions/:approval_id', '/funder-transactions/details/:approval_id']) {
    app.post(
      `${prefix}/manager-expertise`,
      routeOptions({
        tags,
        access: A.managerExpertise,
        params: approvalIdParam,
        body: expertiseContent,
        response: expertiseResponse,
      }),
      (req) =>
        saveExpertise({
          db,
          ctx: requestContext(req, clock),
          id: req.params.approval_id,
          level: 'MANAGER',
          content: req.body,
        }),
    );
  }
  for (const [path, level] of Object.entries(CHECK_PATHS)) {
    app.get(
      `/funder-transactions/details/:id/${path}`,
      { config: read, schema: { tags, params: idParam, response: { 200: checksResponse } } },
      (req) => listChecks({ db, actor: req.actor!, id: req.params.id, level }),
    );
  }
  for (const [path, group] of Object.entries(FILE_PATHS)) {
    app.get(
      `/funder-transactions/details/:id/${path}`,
      { config: read, schema: { tags, params: idParam, response: { 200: transactionFilesResponse } } },
      (req) => listFiles({ db, actor: req.actor!, id: req.params.id, group }),
    );
  }

  app.post(
    '/funder-transactions/details/checks',
    {
      config: { access: A.review },
      schema: { tags, body: checksBody, response: { 200: expertiseResponse } },
    },
    (req) =>
      saveExpertise({
        db,
        ctx: requestContext(req, clock),
        id: req.body.trans_id,
        content: req.body.content,
      }),
  );
  app.post(
    '/funder-transactions/details/decide',
    { config: { access: A.review }, schema: { tags, body: decideBody, response: detail } },
    (req) => decideTransaction({ db, ctx: requestContext(req, clock), body: req.body }),
  );

  // ---- Files ---------------------------------------------------------------------------
  const uploadHelp =
    'multipart/form-data: `trans_id`, `doc_group` (CA, CONTRACT, INVOICE, OTHER), `doc_name`, `signed_date` (required for contracts and invoices), then `file` parts (pdf, png, jpg, jpeg, gif).';
  // One form: upload-full files every group at once (all the required papers present).
  for (const [url, full] of [
    ['/funder-transactions/upload', false],
    ['/funder-transactions/upload-full', true],
  ] as const) {
    app.post(
      url,
      {
        config: { access: A.files },
        schema: {
          tags,
          description: uploadHelp,
          consumes: ['multipart/form-data'],
          response: { 200: transactionFilesResponse },
        },
      },
      (req) => uploadFiles({ deps, req, ctx: requestContext(req, clock), full }),
    );
  }
  app.post(
    '/funder-transactions/upload/update',
    {
      config: { access: A.files },
      schema: {
        tags,
        description:
          'multipart/form-data: `id` (the document), `doc_name`, `signed_date`, then one `file` part.',
        consumes: ['multipart/form-data'],
        response: { 200: transactionFilesResponse },
      },
    },
    (req) => updateFile({ deps, req, ctx: requestContext(req, clock) }),
  );
  app.delete(
    '/funder-transactions/upload/:doc_id',
    {
      config: { access: A.files },
      schema: { tags, params: docIdParam, response: { 200: transactionFilesResponse } },
    },
    (req) => deleteFile({ db, ctx: requestContext(req, clock), id: req.params.doc_id }),
  );

  // ---- Funding partner -----------------------------------------------------------------
  app.get(
    '/funder-transactions/:approval_id/funding-partner',
    { config: read, schema: { tags, params: approvalIdParam, response: { 200: fundingPartnersResponse } } },
    (req) => fundingPartners({ db, actor: req.actor!, id: req.params.approval_id }),
  );
  app.post(
    '/funder-transactions/:approval_id/funding-partner',
    {
      config: { access: A.confirm },
      schema: { tags, params: approvalIdParam, body: fundingPartnerBody, response: detail },
    },
    (req) =>
      selectFundingPartner({
        db,
        ctx: requestContext(req, clock),
        id: req.params.approval_id,
        partnerId: req.body.partner_id,
      }),
  );

  // ---- Papers: early-payment request, debt sale ----------------------------------------
  const papers: [string, PaperKind][] = [
    ['early-payment-request', 'EARLY_PAYMENT_REQUEST'],
    ['debt-sale', 'DEBT_SALE'],
    ['inddebt-sale', 'IND_DEBT_SALE'],
  ];
  for (const [path, kind] of papers) {
    app.get(
      `/funder-transactions/:id/${path}`,
      { config: read, schema: { tags, params: idParam, response: { 200: transactionPaperResponse } } },
      (req) => getPaper({ db, actor: req.actor!, id: req.params.id, kind }),
    );
  }
  const noBody = { tags, body: z.strictObject({}).nullish(), response: detail };
  app.post(
    '/funder-transactions/:confirm_id/early-payment-request/confirm',
    { config: { access: A.confirm }, schema: { ...noBody, params: confirmIdParam } },
    (req) => confirmEarlyPayment({ db, ctx: requestContext(req, clock), id: req.params.confirm_id }),
  );
  app.post(
    '/funder-transactions/:sale_id/debt-sale/confirm',
    { config: { access: A.confirm }, schema: { ...noBody, params: saleIdParam } },
    (req) =>
      confirmDebtSale({ db, ctx: requestContext(req, clock), id: req.params.sale_id, kind: 'DEBT_SALE' }),
  );
  app.post(
    '/funder-transactions/:ind_sale_id/inddebt-sale/confirm',
    { config: { access: A.confirm }, schema: { ...noBody, params: indSaleIdParam } },
    (req) =>
      confirmDebtSale({
        db,
        ctx: requestContext(req, clock),
        id: req.params.ind_sale_id,
        kind: 'IND_DEBT_SALE',
      }),
  );
  app.post(
    '/funder-transactions/:id/inddebt-sale/otp',
    {
      config: { access: A.confirm },
      schema: {
        tags,
        params: idParam,
        body: z.strictObject({}).nullish(),
        response: { 200: z.object({ data: z.object({ expires_at: z.string() }) }) },
      },
    },
    (req) => requestDebtSaleOtp({ db, ctx: requestContext(req, clock), id: req.params.id }),
  );
  const signatures: [string, PaperKind, Access, string, string][] = [
    [
      'sign-early-payment-request',
      'EARLY_PAYMENT_REQUEST',
      A.sign,
      'Sign the early-payment request',
      '`trans_id`, then one `file` (the signed request)',
    ],
    [
      'wait-pc-confirm/sign-debt-sale',
      'DEBT_SALE',
      A.confirm,
      'File the signed debt sale and confirm it',
      '`trans_id`, then one `file` (the signed copy)',
    ],
    [
      'wait-pc-confirm/sign-ind-debt-sale',
      'IND_DEBT_SALE',
      A.confirm,
      'File the signed individual debt sale and confirm it with an OTP',
      '`trans_id`, `otp` (from …/inddebt-sale/otp), then one `file` (the signed copy)',
    ],
  ];
  for (const [path, kind, access, summary, parts] of signatures) {
    app.post(
      `/funder-transactions/${path}`,
      { config: { access }, schema: multipart(summary, `multipart/form-data: ${parts}.`) },
      (req) => signPaper({ deps, req, ctx: requestContext(req, clock), kind }),
    );
  }
  app.post(
    '/funder-transactions/wait-pc-confirm/reject-debt-sale',
    { config: { access: A.confirm }, schema: { tags, body: rejectDebtSaleBody, response: detail } },
    (req) => rejectDebtSale({ db, ctx: requestContext(req, clock), body: req.body }),
  );
}
