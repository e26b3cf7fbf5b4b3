import { LENDING_ACCESS as A } from '@arflow/domain/access/lending';
import {
  idParam,
  LENDING_COLUMNS,
  lendingAdjustBody,
  lendingDetailResponse,
  lendingForm,
  lendingListBody,
  lendingListResponse,
  lendingPeriodListBody,
  lendingPeriodListResponse,
  partnerLendingParam,
} from '@arflow/domain/api/lending';
import { z } from 'zod';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { adjustLending, sendLendingOtp } from './act-on-lending.ts';
import { addLending, requirePartnerInPath } from './add-lending.ts';
import { findLendingPeriods, findLendings, NOTICE_STATUSES } from './find-lendings.ts';
import { loadLendingDetail } from './lending.query.ts';
import { uploadLendingSlip } from './upload-slip.ts';

const tags = ['lending'];
const detail = { 200: lendingDetailResponse };
const list = { columns: LENDING_COLUMNS, file: 'khoan-vay' };

/**
 * The partner's lending (spec §7 Partner: add-lending, list-lending, lending/{id}, its list,
 * adjust, payment-slip upload) and the funder's partner-payment lending lists (spec §7 Partner
 * payment), paths as the spec names them, under /api.
 */
export function lendingRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;

  app.post(
    '/partner/:partner_id/add-lending',
    {
      config: { access: A.add },
      schema: {
        tags,
        summary: 'A lending partner asks to lend (the loan with its schedule)',
        params: partnerLendingParam,
        body: lendingForm,
        response: detail,
      },
    },
    (req) =>
      addLending({ db, ctx: requestContext(req, clock), partnerId: req.params.partner_id, form: req.body }),
  );
  app.post(
    '/partner/:partner_id/list-lending',
    {
      config: { access: A.read, list },
      schema: {
        tags,
        summary: "List a partner's loans (paged)",
        params: partnerLendingParam,
        body: lendingListBody,
        response: { 200: lendingListResponse },
      },
    },
    async (req) => {
      await requirePartnerInPath(db, req.actor!, req.params.partner_id);
      return findLendings({ db, actor: req.actor!, body: req.body, partnerId: req.params.partner_id });
    },
  );
  app.get(
    '/partner/lending/:id',
    {
      config: { access: A.read },
      schema: {
        tags,
        summary: 'One loan: schedule, extensions, slips, timeline and actions',
        params: idParam,
        response: detail,
      },
    },
    (req) => loadLendingDetail(db, req.actor, req.params.id),
  );
  app.post(
    '/partner/lending/:id/list',
    {
      // A schedule is a few dozen periods, shown whole on the detail: no export of its own.
      config: { access: A.read },
      schema: {
        tags,
        summary: "A loan's schedule periods (paged)",
        params: idParam,
        body: lendingPeriodListBody,
        response: { 200: lendingPeriodListResponse },
      },
    },
    (req) => {
      const { search_condition: _s, ...input } = req.body;
      return findLendingPeriods({ db, actor: req.actor!, id: req.params.id, today: clock.today(), input });
    },
  );
  app.post(
    '/partner/lending/:id/adjust',
    {
      config: { access: A.act },
      schema: {
        tags,
        summary: 'Take a lending workflow action on a loan (approve, sign, disburse, extend, settle…)',
        params: idParam,
        body: lendingAdjustBody,
        response: detail,
      },
    },
    (req) => adjustLending({ db, ctx: requestContext(req, clock), id: req.params.id, body: req.body }),
  );
  app.post(
    '/partner/lending/:id/sign-otp',
    {
      config: { access: A.act },
      schema: {
        tags,
        summary: 'Send the OTP that signs the loan or its extension',
        params: idParam,
        response: { 200: z.object({ data: z.object({ expires_at: z.string() }) }) },
      },
    },
    async (req) => ({
      data: await sendLendingOtp({ db, ctx: requestContext(req, clock), id: req.params.id }),
    }),
  );
  app.post(
    '/partner/lending/:id/payment-slip/upload-file',
    {
      config: { access: A.act },
      schema: {
        tags,
        summary: "Upload a loan's transfer slip (disbursement or settlement)",
        params: idParam,
        description:
          'multipart/form-data: the text field `action` (upload_payment_slip, record_disbursement or pay_settlement), then one `file` part (pdf, png, jpg, jpeg, gif by content).',
        consumes: ['multipart/form-data'],
        response: detail,
      },
    },
    (req) => uploadLendingSlip({ deps, req, ctx: requestContext(req, clock), id: req.params.id }),
  );

  for (const [path, statuses] of [
    ['list-lending', undefined],
    ['list-confirmation-notice', NOTICE_STATUSES.confirmation],
    ['list-settlement-notice', NOTICE_STATUSES.settlement],
  ] as const) {
    app.post(
      `/partner-payment/lending/${path}`,
      {
        config: { access: A.funder, list },
        schema: {
          tags,
          summary: `Funder's lending list: ${path}`,
          body: lendingListBody,
          response: { 200: lendingListResponse },
        },
      },
      (req) => findLendings({ db, actor: req.actor!, body: req.body, statuses }),
    );
  }
}
