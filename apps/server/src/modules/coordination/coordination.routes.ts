import { COORDINATION_ACCESS as A } from '@arflow/domain/access/coordination';
import {
  COMMISSION_COLUMNS,
  type CoordinationKind,
  commissionComputeBody,
  commissionComputeResponse,
  commissionListBody,
  commissionListResponse,
  commissionPayBody,
  commissionPayResponse,
  entTypeParam,
  FUNDED_AR_COLUMNS,
  fundedArListBody,
  fundedArListResponse,
  fundingChangeForm,
  fundingNoticeForm,
  guaranteeNoticeForm,
  NOTICE_AR_COLUMNS,
  NOTICE_COLUMNS,
  type NoticeKind,
  noticeActionBody,
  noticeArListBody,
  noticeArListResponse,
  noticeListBody,
  noticeListResponse,
  noticeResponse,
  PARTNER_CONTRACT_COLUMNS,
  PARTNER_PAYMENT_COLUMNS,
  PAYMENT_METHODS,
  PROGRAM_COLUMNS,
  partnerContractListBody,
  partnerContractListResponse,
  partnerPaymentDetail,
  partnerPaymentListBody,
  partnerPaymentListResponse,
  paymentMethodParam,
  paymentMethodResponse,
  paymentNoticeForm,
  programActiveBody,
  programActiveResponse,
  programListBody,
  programListResponse,
  REFERRED_PARTNER_COLUMNS,
  referredPartnerListBody,
  referredPartnerListResponse,
  STRUCTURE_COLUMNS,
  structureListBody,
  structureListResponse,
  structureParams,
  structureSaveResponse,
  terminationNoticeForm,
} from '@arflow/domain/api/coordination';
import { idParam } from '@arflow/domain/api/params';
import type { Access } from '@arflow/domain/permissions';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { asSystem } from '../../platform/db/request-scope.ts';
import { type RequestContext, requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { idempotencyKey } from '../payments/idempotency.ts';
import { actOnNotice } from './act-on-notice.ts';
import { computeCommissions } from './compute-commissions.ts';
import { SUMMARIES } from './coordination.summaries.ts';
import { changeFundingNotice, createFundingNotice, createGuaranteeNotice } from './create-notice.ts';
import { createPaymentNotice } from './create-payment-notice.ts';
import { createTerminationNotice } from './create-termination-notice.ts';
import { findCommissions } from './find-commissions.ts';
import {
  findFundedArs,
  findGuaranteeContracts,
  findPartnerPayments,
  findReferredPartners,
} from './find-funder-lists.ts';
import { findNoticeArs, findNotices } from './find-notices.ts';
import { activeProgram, programHistory, structureHistory } from './find-programs.ts';
import { loadNotice } from './notice-detail.ts';
import { partnerPayment } from './partner-payment.ts';
import { payCommission } from './pay-commission.ts';
import { saveStructure } from './save-structure.ts';

const tags = ['coordination'];
const guaranteeParam = z.strictObject({ guarantee_id: idParam.shape.id });

/**
 * Funding, guarantee and referral coordination, partner payments and the partner setup's
 * transaction structure (spec §7 "Coordination", "Partner payment", "Partner setup"): paths as
 * the spec names them, under /api; the notice actions are ours (decision 0089).
 */
export function coordinationRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  // Each route's OpenAPI summary from this module's own table (the module's routes only: its context).
  app.addHook('onRoute', (route) => {
    const summary = SUMMARIES[route.url.replace(/^\/api/, '')];
    if (summary && route.schema) route.schema.summary ??= summary;
  });

  /** A POST list on its declaration, with its Excel export (decision 0085). */
  function list<B extends z.ZodType, R extends z.ZodType>(
    url: string,
    access: Access,
    body: B,
    response: R,
    exported: { columns: readonly unknown[]; file: string },
    handler: (req: FastifyRequest<{ Body: z.infer<B> }>, input: z.infer<B>) => Promise<z.infer<R>>,
  ) {
    app.post(
      url,
      {
        config: { access, list: exported as never },
        schema: { tags, body, response: { 200: response } },
      },
      // The whole body is the paging input: at /export it carries the file's sink too.
      (req) => handler(req as never, req.body as z.infer<B>) as never,
    );
  }

  // ---- Programme configuration of funding and guarantee coordination --------------------------
  for (const [prefix, kind] of [
    ['/funding-coordination', 'FUNDING'],
    ['/guarantee-coordination', 'GUARANTEE'],
  ] as const satisfies readonly (readonly [string, CoordinationKind])[]) {
    const file = kind === 'FUNDING' ? 'cap-von' : 'bao-lanh';
    app.post(
      `${prefix}/program-config/active`,
      {
        config: { access: A.read },
        schema: { tags, body: programActiveBody, response: { 200: programActiveResponse } },
      },
      (req) => activeProgram({ db, actor: req.actor!, kind, partnerId: req.body.partner_id }),
    );
    list(
      `${prefix}/program-config/history`,
      A.read,
      programListBody,
      programListResponse,
      { columns: PROGRAM_COLUMNS, file: `chuong-trinh-${file}` },
      (req, { search_condition, ...input }) =>
        programHistory({ db, actor: req.actor!, kind, partnerId: search_condition.partner_id, input }),
    );
    list(
      `${prefix}/program-config/transaction-structure-history`,
      A.read,
      structureListBody,
      structureListResponse,
      { columns: STRUCTURE_COLUMNS, file: `cau-truc-giao-dich-${file}` },
      (req, { search_condition, ...input }) =>
        structureHistory({ db, actor: req.actor!, kind, partnerId: search_condition.partner_id, input }),
    );
  }
  list(
    '/guarantee-coordination/list-contract',
    A.read,
    partnerContractListBody,
    partnerContractListResponse,
    { columns: PARTNER_CONTRACT_COLUMNS, file: 'hop-dong-bao-lanh' },
    (req, { search_condition, ...input }) =>
      findGuaranteeContracts({ db, actor: req.actor!, filters: search_condition, input }),
  );

  // ---- Notices, as the partner and the funder read them ----------------------------------------
  const notices: [string, Access, NoticeKind[], string][] = [
    [
      '/funding-coordination-announcement/funding-request/list',
      A.read,
      ['FUNDING_REQUEST'],
      'de-nghi-cap-von',
    ],
    [
      '/funding-coordination-announcement/funding-payment/list-notice',
      A.read,
      ['FUNDING_PAYMENT'],
      'thong-bao-thanh-toan-cap-von',
    ],
    [
      '/guarantee-coordination-announcement/guarantee-request/list',
      A.read,
      ['GUARANTEE_REQUEST'],
      'de-nghi-bao-lanh',
    ],
    [
      '/guarantee-coordination-announcement/guarantee-payment/list-notice',
      A.read,
      ['GUARANTEE_PAYMENT'],
      'thong-bao-phi-bao-lanh',
    ],
    [
      '/partner-payment/funding/list-payment-notice',
      A.funder,
      ['FUNDING_REQUEST', 'FUNDING_PAYMENT'],
      'thong-bao-cap-von',
    ],
    [
      '/partner-payment/guarantee/list-trans-completion-payment-notice',
      A.funder,
      ['GUARANTEE_PAYMENT'],
      'thong-bao-hoan-tat-bao-lanh',
    ],
    [
      '/partner-payment/referral/list-trans-payment-notice',
      A.funder,
      ['REFERRAL_PAYMENT'],
      'thong-bao-thanh-toan-hoa-hong',
    ],
    [
      '/partner-payment/referral/list-termination-notice',
      A.funder,
      ['REFERRAL_TERMINATION'],
      'thong-bao-cham-dut',
    ],
    // The spec names no call for the referral partner's transaction history (decision 0098): its
    // commission payment and termination notices, the partner's own, as the funder lists them.
    [
      '/referral-coordination/transaction-history',
      A.read,
      ['REFERRAL_PAYMENT', 'REFERRAL_TERMINATION'],
      'lich-su-hop-tac-gioi-thieu',
    ],
  ];
  for (const [url, access, kinds, file] of notices)
    list(url, access, noticeListBody, noticeListResponse, { columns: NOTICE_COLUMNS, file }, (req, b) => {
      const { search_condition, ...input } = b;
      return findNotices({ db, actor: req.actor!, kinds, filters: search_condition, input });
    });

  const noticeArs: [string, Access, NoticeKind[], string[] | undefined, string][] = [
    // A funding request's receivables are its evidence; those applied are what the partner funded.
    [
      '/funding-coordination-announcement/funding-request/list-evidence',
      A.read,
      ['FUNDING_REQUEST'],
      undefined,
      'chung-tu-cap-von',
    ],
    [
      '/funding-coordination-announcement/funding-payment/list',
      A.read,
      ['FUNDING_REQUEST'],
      ['APPLIED'],
      'thanh-toan-cap-von',
    ],
    [
      '/guarantee-coordination-announcement/guarantee-payment/list',
      A.read,
      ['GUARANTEE_REQUEST'],
      ['DISBURSED'],
      'thanh-toan-bao-lanh',
    ],
    [
      '/partner-payment/guarantee/list-guarantee-ars',
      A.funder,
      ['GUARANTEE_REQUEST'],
      ['WAITING_DISBURSEMENT', 'DISBURSED'],
      'khoan-phai-thu-bao-lanh',
    ],
  ];
  for (const [url, access, kinds, statuses, file] of noticeArs)
    list(
      url,
      access,
      noticeArListBody,
      noticeArListResponse,
      { columns: NOTICE_AR_COLUMNS, file },
      (req, b) => {
        const { search_condition, ...input } = b;
        return findNoticeArs({ db, actor: req.actor!, kinds, statuses, filters: search_condition, input });
      },
    );

  // ---- Referral coordination -------------------------------------------------------------------
  // The referral appendices list is the appendices module's (list-referral-appendix).
  for (const [url, access] of [
    ['/referral-coordination/program-config/list-referral-partners', A.read],
    ['/partner-payment/referral/list-referred-partner', A.funder],
  ] as const)
    list(
      url,
      access,
      referredPartnerListBody,
      referredPartnerListResponse,
      { columns: REFERRED_PARTNER_COLUMNS, file: 'doanh-nghiep-duoc-gioi-thieu' },
      (req, { search_condition, ...input }) =>
        findReferredPartners({ db, actor: req.actor!, filters: search_condition, input }),
    );

  // ---- Referral commissions (issue 23 item 7, decision 0097) -----------------------------------
  for (const [url, access] of [
    ['/referral-coordination/commission/list', A.read],
    ['/partner-payment/referral/list-commission', A.funder],
  ] as const)
    list(
      url,
      access,
      commissionListBody,
      commissionListResponse,
      { columns: COMMISSION_COLUMNS, file: 'hoa-hong-gioi-thieu' },
      (req, { search_condition, ...input }) =>
        findCommissions({ db, actor: req.actor!, filters: search_condition, input }),
    );
  app.post(
    '/partner-payment/referral/compute-commission',
    {
      config: { access: A.write },
      schema: { tags, body: commissionComputeBody, response: { 200: commissionComputeResponse } },
    },
    (req) => computeCommissions(db, requestContext(req, clock), req.body.partner_id),
  );
  app.post(
    '/partner-payment/referral/commission/:id/pay',
    {
      config: { access: A.write, idempotencyKey: true },
      schema: { tags, params: idParam, body: commissionPayBody, response: { 200: commissionPayResponse } },
    },
    (req) =>
      payCommission(db, requestContext(req, clock), {
        id: req.params.id,
        amount: req.body.amount,
        key: idempotencyKey(req.headers['idempotency-key']),
      }),
  );

  // ---- Funder: partner payments ----------------------------------------------------------------
  for (const [url, openOnly, file] of [
    ['/partner-payment/funding/list-funded-ars', false, 'khoan-phai-thu-cap-von'],
    ['/partner-payment/funding/list-funded-ars-not-complete', true, 'khoan-phai-thu-cap-von-chua-hoan-tat'],
  ] as const)
    list(
      url,
      A.funder,
      fundedArListBody,
      fundedArListResponse,
      { columns: FUNDED_AR_COLUMNS, file },
      (_req, { search_condition, ...input }) =>
        findFundedArs({ db, filters: search_condition, input, openOnly }),
    );
  // The partner's own funded receivables (decision 0098): the list its home's unpaid figures open.
  // Receivables and trades belong to their supplier and buyer, whose rows row security hides from a
  // partner: read as the platform, the partner's condition in the WHERE (partner-home.ts does so).
  list(
    '/funding-coordination/transaction-history/funded-ars',
    A.read,
    fundedArListBody,
    fundedArListResponse,
    { columns: FUNDED_AR_COLUMNS, file: 'khoan-phai-thu-doi-tac-cap-von' },
    (req, { search_condition, ...input }) =>
      asSystem(() =>
        findFundedArs({ db, filters: search_condition, input, openOnly: false, partnerOf: req.actor! }),
      ),
  );
  app.post(
    '/partner-payment/list/:ent_type',
    {
      config: { access: A.funder, list: { columns: PARTNER_PAYMENT_COLUMNS, file: 'thanh-toan-doi-tac' } },
      schema: {
        tags,
        params: entTypeParam,
        body: partnerPaymentListBody,
        response: { 200: partnerPaymentListResponse },
      },
    },
    (req) => {
      const { search_condition, ...input } = req.body;
      const form = req.params.ent_type === 'corporate' ? 'CORPORATE' : 'PERSON';
      return findPartnerPayments({ db, form, filters: search_condition, input });
    },
  );
  app.get(
    '/partner-payment/partner/:id',
    {
      config: { access: A.funder },
      schema: { tags, params: idParam, response: { 200: partnerPaymentDetail } },
    },
    (req) => partnerPayment(db, req.actor!, req.params.id),
  );
  app.get(
    '/partner-payment/payment-method/type/:type',
    {
      config: { access: A.funder },
      schema: { tags, params: paymentMethodParam, response: { 200: paymentMethodResponse } },
    },
    // Every kind of partner is paid by the same three payment types (spec §9); the type names the screen.
    async () => ({ data: PAYMENT_METHODS }),
  );

  // ---- Notices: create, read, act ------------------------------------------------------------
  /** A notice the funder sends (a request, a payment on one, a termination), answered with it. */
  function create<B extends z.ZodType>(
    url: string,
    body: B,
    run: (ctx: RequestContext, input: z.infer<B>) => Promise<z.infer<typeof noticeResponse>>,
  ) {
    app.post(
      url,
      { config: { access: A.write }, schema: { tags, body, response: { 200: noticeResponse } } },
      (req) => run(requestContext(req, clock), req.body as z.infer<B>),
    );
  }
  create('/partner-payment/funding/create-notice', fundingNoticeForm, (ctx, b) =>
    createFundingNotice(db, ctx, b.trans_id),
  );
  create('/partner-payment/funding/change-notice', fundingChangeForm, (ctx, b) =>
    changeFundingNotice(db, ctx, { noticeId: b.notice_id, reason: b.reason }),
  );
  create('/partner-payment/guarantee/create-notice', guaranteeNoticeForm, (ctx, b) =>
    createGuaranteeNotice(db, ctx, { transId: b.trans_id, partnerId: b.partner_id }),
  );
  // Payment notices on a request (allow_create_payment_notice; decision 0097): each posts its entries.
  for (const [url, kind] of [
    ['/partner-payment/funding/create-payment-notice', 'FUNDING_PAYMENT'],
    ['/partner-payment/guarantee/create-payment-notice', 'GUARANTEE_PAYMENT'],
  ] as const)
    create(url, paymentNoticeForm, (ctx, b) =>
      createPaymentNotice(db, ctx, { kind, sourceId: b.notice_id, endDate: b.end_date }),
    );
  create('/partner-payment/referral/create-termination-notice', terminationNoticeForm, (ctx, b) =>
    createTerminationNotice(db, ctx, { partnerId: b.partner_id, endDate: b.end_date, reason: b.reason }),
  );
  app.get(
    '/partner-notice/:id',
    { config: { access: A.read }, schema: { tags, params: idParam, response: { 200: noticeResponse } } },
    (req) => loadNotice(db, req.actor!, req.params.id),
  );
  // A partner notice (confirm, reject; the funder withdraws) and a guarantee request (approve,
  // reject; the funder disburses or withdraws), each under its own path as its workflow differs.
  const steps = [
    ['/partner-notice/:id', 'id', ['confirm', 'reject', 'cancel']],
    ['/guarantee-notice/:guarantee_id', 'guarantee_id', ['approve', 'reject', 'disburse', 'cancel']],
  ] as const;
  for (const [prefix, param, actions] of steps)
    for (const action of actions) {
      const access = action === 'disburse' || action === 'cancel' ? A.write : A.answer;
      app.post(
        `${prefix}/${action}`,
        {
          config: { access },
          schema: {
            tags,
            params: param === 'id' ? idParam : guaranteeParam,
            body: noticeActionBody,
            response: { 200: noticeResponse },
          },
        },
        (req) => {
          const params = req.params as { id?: number; guarantee_id?: number };
          return actOnNotice(db, requestContext(req, clock), {
            id: (params.id ?? params.guarantee_id)!,
            action,
            reason: req.body.reason,
            guarantee: param === 'guarantee_id',
          });
        },
      );
    }

  // ---- Partner setup: a programme's transaction structure with its manual notice ---------------
  app.post(
    '/partner-setup/:id/program/:program_id/type/:type/transaction-structure/',
    {
      config: { access: A.setup },
      schema: {
        tags,
        params: structureParams,
        description:
          'multipart/form-data: `structure`, `partner_share` (0–100 %), then one `file` part, the manual notice (pdf or an image).',
        consumes: ['multipart/form-data'],
        response: { 200: structureSaveResponse },
      },
    },
    (req) =>
      saveStructure({
        deps,
        req,
        ctx: requestContext(req, clock),
        partnerId: req.params.id,
        programId: req.params.program_id,
        kind: req.params.type,
      }),
  );
}
