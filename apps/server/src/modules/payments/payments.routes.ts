import { PAYMENTS_ACCESS as ACCESS } from '@arflow/domain/access/payments';
import { bankListResponse } from '@arflow/domain/api/companies';
import { idParam } from '@arflow/domain/api/params';
import {
  ANNOUNCED_EARLY_COLUMNS,
  ANNOUNCED_SETTLEMENT_COLUMNS,
  CLEARING_EARLY_COLUMNS,
  CLEARING_SETTLEMENT_COLUMNS,
  clearingEarlyBody,
  clearingEarlyResponse,
  clearingSettlementBody,
  clearingSettlementResponse,
  firstPaymentGeneralResponse,
  firstPaymentResponse,
  firstPaymentUploadResponse,
  OVERDUE_ANNOUNCEMENT_COLUMNS,
  overdueAnnouncementBody,
  overdueAnnouncementResponse,
  PAYMENT_COLUMNS,
  PAYMENT_LISTS,
  paymentExportQuery,
  paymentListBody,
  paymentListResponse,
  settlementDetailResponse,
  settlementGeneralResponse,
  settlementUploadResponse,
} from '@arflow/domain/api/payments';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { UserState } from '../../platform/auth/user-state.ts';
import { type RequestContext, requestContext } from '../../platform/http/context.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { XLSX_TYPE } from '../enterprises/index.ts';
import { receiveBanks, supplierBanks } from './banks.ts';
import { batchTexts } from './batch-workbook.ts';
import { exportBatch } from './export-batch.ts';
import { findClearingEarly, findClearingSettlement } from './find-clearing.ts';
import { findOverdueAnnouncements } from './find-overdue.ts';
import { findPayments } from './find-payments.ts';
import { getFirstPayment, getFirstPaymentGeneral } from './get-first-payment.ts';
import { getSettlement, getSettlementGeneral } from './get-settlement.ts';
import { idempotencyKey } from './idempotency.ts';
import { payFirst } from './pay-first.ts';
import { settlePayment } from './settle-payment.ts';

const tags = ['payments'];
const LIST_PATHS = {
  'early-unpaid': '/transactions/early-unpaid',
  'early-paid': '/transactions/early-paid',
  settlement: '/transactions/settlement',
  'settlement-paid': '/transactions/settlement/paid',
} as const;
/** The exported files' names, by list. */
const LIST_FILES = {
  'early-unpaid': 'thanh-toan-som-chua-tra',
  'early-paid': 'thanh-toan-som-da-tra',
  settlement: 'tat-toan-chua-tra',
  'settlement-paid': 'tat-toan-da-tra',
} as const;
const FIRST_PAYMENT_UPLOAD =
  "multipart/form-data: trans_id (= {id}), payment_date (optional, today by default), bank_id (optional: the funder's account), then the payment slip as `file` (pdf, png, jpg, jpeg, gif).";
const SETTLEMENT_UPLOAD =
  'multipart/form-data: ar_id, payment_date, amount, remaining_principal, interest_paid (whole VND), then the bank slip as `file`.';
interface PaymentUpload {
  deps: ModuleDeps;
  req: FastifyRequest;
  ctx: RequestContext;
  id: number;
  key: string | undefined;
}
const IDEMPOTENCY =
  'Send an `Idempotency-Key` header (1–100 of A-Z a-z 0-9 _ . : -): the same key answers the first call again and moves money once.';

/** Payments (spec §7 "Payments and debt"); `{id}` is a transaction id on both prefixes. */
export function paymentsRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const read = { access: ACCESS.read };
  const pay = { access: ACCESS.pay };
  /** A payment slip's upload (multipart, idempotent): the use-case reads the request itself. */
  const upload = (
    url: string,
    description: string,
    response: z.ZodType,
    run: (o: PaymentUpload) => Promise<unknown>,
  ) =>
    app.post(
      url,
      {
        config: { ...pay, idempotencyKey: true },
        schema: {
          tags,
          description: `${description} ${IDEMPOTENCY}`,
          consumes: ['multipart/form-data'],
          params: idParam,
          response: { 200: response },
        },
      },
      (req) =>
        run({
          deps,
          req,
          ctx: requestContext(req, clock),
          id: req.params.id,
          key: idempotencyKey(req.headers['idempotency-key']),
        }),
    );

  /** A read of one transaction's payment (`{id}` in the path), answering what `run` finds. */
  const byId = (url: string, response: z.ZodType, run: (actor: UserState, id: number) => Promise<unknown>) =>
    app.get(url, { config: read, schema: { tags, params: idParam, response: { 200: response } } }, (req) =>
      run(req.actor!, req.params.id),
    );

  for (const list of PAYMENT_LISTS) {
    app.post(
      LIST_PATHS[list],
      {
        config: { ...read, list: { columns: PAYMENT_COLUMNS, file: LIST_FILES[list] } },
        schema: { tags, body: paymentListBody, response: { 200: paymentListResponse } },
      },
      (req) => findPayments({ db, actor: req.actor!, list, body: req.body }),
    );
  }

  app.get(
    '/transactions/early-unpaid/export',
    {
      config: read,
      schema: {
        tags,
        description:
          "The payment batch for the bank (.xlsx): the chosen completed transactions, `ids` comma-separated; headers in the caller's language (locale cookie, else Accept-Language).",
        querystring: paymentExportQuery,
      },
    },
    async (req, reply) => {
      const locale = requestLocale(req);
      const file = await exportBatch(db, req.actor!, req.query, locale);
      const name = `${(await batchTexts(locale)).file}-${clock.today()}.xlsx`;
      return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${name}"`).send(file);
    },
  );

  // ---- First payment ---------------------------------------------------------------------------
  byId('/transactions/:id/supplier/bank', bankListResponse, (actor, id) => supplierBanks(db, actor, id));
  byId('/transactions/:id/first-payment/general-info', firstPaymentGeneralResponse, (actor, id) =>
    getFirstPaymentGeneral({ db, actor, id }),
  );
  byId('/transactions/:id/first-payment', firstPaymentResponse, (actor, id) =>
    getFirstPayment({ db, actor, id }),
  );
  upload(
    '/transactions/:id/first-payment/upload',
    FIRST_PAYMENT_UPLOAD,
    firstPaymentUploadResponse,
    payFirst,
  );

  // ---- Settlement ------------------------------------------------------------------------------
  byId('/payments/:id/settlement-payment/general-info', settlementGeneralResponse, (actor, id) =>
    getSettlementGeneral({ db, actor, clock, id }),
  );
  byId('/payments/:id/settlement-payment', settlementDetailResponse, (actor, id) =>
    getSettlement({ db, actor, clock, id }),
  );
  upload(
    '/payments/:id/settlement-payment/upload',
    SETTLEMENT_UPLOAD,
    settlementUploadResponse,
    settlePayment,
  );
  byId('/payments/:id/supplier/bank', bankListResponse, (actor, id) => supplierBanks(db, actor, id));
  byId('/payments/:id/supplier/receive-bank', bankListResponse, (actor, id) => receiveBanks(db, actor, id));

  // ---- Clearing: the funder's lists, and the same lists as the supplier's announcements --------
  const announce = { access: ACCESS.announcements };
  // The funder's lists show the journal beside each payment; the supplier's, what it received.
  for (const [access, early, settlement, files, columns] of [
    [
      read,
      '/payments/clearing-early',
      '/payments/clearing-settlement',
      ['doi-soat-thanh-toan-som', 'doi-soat-tat-toan'],
      [CLEARING_EARLY_COLUMNS, CLEARING_SETTLEMENT_COLUMNS],
    ],
    [
      announce,
      '/supplier-manage-announcement/clearing-early/announcement',
      '/supplier-manage-announcement/clearing-settlement/announcement',
      ['thong-bao-thanh-toan-som', 'thong-bao-tat-toan'],
      [ANNOUNCED_EARLY_COLUMNS, ANNOUNCED_SETTLEMENT_COLUMNS],
    ],
  ] as const) {
    app.post(
      early,
      {
        config: { ...access, list: { columns: columns[0], file: files[0] } },
        schema: { tags, body: clearingEarlyBody, response: { 200: clearingEarlyResponse } },
      },
      (req) => findClearingEarly({ db, actor: req.actor!, body: req.body }),
    );
    app.post(
      settlement,
      {
        config: { ...access, list: { columns: columns[1], file: files[1] } },
        schema: { tags, body: clearingSettlementBody, response: { 200: clearingSettlementResponse } },
      },
      (req) => findClearingSettlement({ db, actor: req.actor!, body: req.body }),
    );
  }
  app.post(
    '/supplier-manage-announcement/debt-overdue/announcement',
    {
      config: { ...announce, list: { columns: OVERDUE_ANNOUNCEMENT_COLUMNS, file: 'thong-bao-qua-han' } },
      schema: { tags, body: overdueAnnouncementBody, response: { 200: overdueAnnouncementResponse } },
    },
    (req) => findOverdueAnnouncements({ db, actor: req.actor!, today: clock.today(), body: req.body }),
  );
}
