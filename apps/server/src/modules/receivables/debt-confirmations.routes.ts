import { RECEIVABLES_ACCESS } from '@arflow/domain/access/receivables';
import {
  arDetailsBody,
  DEBT_CONFIRMATION_COLUMNS,
  debtConfirmationDetailResponse,
  debtConfirmationForm,
  debtConfirmationListBody,
  debtConfirmationListResponse,
  debtConfirmationSaveResponse,
  idParam,
  letterIdBody,
  letterReasonBody,
  otpBody,
  RECEIVABLE_COLUMNS,
  reasonBody,
  receivableListResponse,
  SUPPLIER_ELIGIBLE_COLUMNS,
  supplierEligibleBody,
  supplierEligibleResponse,
} from '@arflow/domain/api/receivables';
import type { Access } from '@arflow/domain/permissions';
import { z } from 'zod';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { listRoute } from '../../platform/lists/list-route.ts';
import { BUYER_VISIBLE } from './debt-confirmations.query.ts';
import {
  actOnLetter,
  createLetter,
  findLetters,
  getLetter,
  letterReceivables,
} from './debt-confirmations.ts';
import { sendLetterOtp, signLetterWithFile, signLetterWithOtp } from './sign-letter.ts';
import { supplierEligible } from './supplier-eligible.ts';

const tags = ['debt-confirmations'];
const saved = { 200: debtConfirmationSaveResponse };

/**
 * Debt-confirmation letters (spec §4): the supplier's side and the system company's check are
 * our paths (docs/decisions.md "Receivables"); the buyer's are the spec's /buy/notifications/*.
 */
export function debtConfirmationRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const A = RECEIVABLES_ACCESS;
  // The supplier's letters and the buyer's notifications are one list seen from two sides.
  const letterList = (access: Access, file: string) =>
    listRoute({
      tags,
      access,
      list: { columns: DEBT_CONFIRMATION_COLUMNS, file },
      body: debtConfirmationListBody,
      response: debtConfirmationListResponse,
    });

  app.post('/supplier/debt-confirmations', letterList(A.letterRead, 'thu-xac-nhan-no'), (req) =>
    findLetters({ db, actor: req.actor!, body: req.body }),
  );
  app.get(
    '/supplier/debt-confirmations/:id',
    {
      config: { access: A.letterRead },
      schema: { tags, params: idParam, response: { 200: debtConfirmationDetailResponse } },
    },
    (req) => getLetter({ db, actor: req.actor!, id: req.params.id, today: clock.today() }),
  );
  app.post(
    '/supplier/debt-confirmations/form',
    { config: { access: A.letterWrite }, schema: { tags, body: debtConfirmationForm, response: saved } },
    async (req) => ({ data: await createLetter({ db, ctx: requestContext(req, clock), form: req.body }) }),
  );
  app.post(
    '/supplier/debt-confirmations/:id/submit',
    { config: { access: A.letterWrite }, schema: { tags, params: idParam, response: saved } },
    async (req) => ({
      data: await actOnLetter({ db, ctx: requestContext(req, clock), id: req.params.id, action: 'submit' }),
    }),
  );
  // The later steps name the letter in the body, as the spec's own sign and reject calls do
  // (POST /supplier/request-transaction/confirm-transactions/sign, /reject).
  const byBody = [
    ['/supplier/debt-confirmations/edit', 'edit', A.letterWrite],
    // The system company (funder credit staff) checks a signed letter before the buyer sees it.
    ['/fun/debt-confirmations/confirm', 'confirm', A.letterSystem],
  ] as const;
  for (const [path, action, access] of byBody) {
    app.post(
      path,
      { config: { access }, schema: { tags, body: letterIdBody, response: saved } },
      async (req) => ({
        data: await actOnLetter({ db, ctx: requestContext(req, clock), id: req.body.id, action }),
      }),
    );
  }
  const rejections = [
    ['/supplier/debt-confirmations/reject', A.letterReject],
    ['/fun/debt-confirmations/reject', A.letterSystem],
  ] as const;
  for (const [path, access] of rejections) {
    app.post(
      path,
      { config: { access }, schema: { tags, body: letterReasonBody, response: saved } },
      async (req) => ({
        data: await actOnLetter({
          db,
          ctx: requestContext(req, clock),
          id: req.body.id,
          action: 'reject',
          input: { reason: req.body.reason },
        }),
      }),
    );
  }
  app.post(
    '/supplier/debt-confirmations/sign',
    {
      config: { access: A.letterSignFile },
      schema: { tags, consumes: ['multipart/form-data'], response: saved },
    },
    async (req) => ({ data: await signLetterWithFile({ deps, req, ctx: requestContext(req, clock) }) }),
  );
  app.post(
    '/supplier/debt-confirmations/otp',
    {
      config: { access: A.letterSignOtp },
      schema: { tags, body: letterIdBody, response: { 200: z.object({ expires_at: z.string() }) } },
    },
    (req) => sendLetterOtp({ deps, ctx: requestContext(req, clock), id: req.body.id }),
  );
  app.post(
    '/supplier/debt-confirmations/ind-sign',
    { config: { access: A.letterSignOtp }, schema: { tags, body: otpBody, response: saved } },
    async (req) => ({
      data: await signLetterWithOtp({
        deps,
        ctx: requestContext(req, clock),
        id: req.body.id,
        otp: req.body.otp,
      }),
    }),
  );

  // The buyer's supplier notifications (spec §7 "Buyer self-service").
  app.post('/buy/notifications/supplier-confirmed', letterList(A.buyerRead, 'thong-bao-xac-nhan-no'), (req) =>
    findLetters({ db, actor: req.actor!, body: req.body, statuses: BUYER_VISIBLE }),
  );
  app.get(
    '/buy/notifications/details/:id',
    {
      config: { access: A.buyerRead },
      schema: { tags, params: idParam, response: { 200: debtConfirmationDetailResponse } },
    },
    (req) => getLetter({ db, actor: req.actor!, id: req.params.id, today: clock.today() }),
  );
  app.post(
    '/buy/notifications/ar-details',
    {
      config: {
        access: A.buyerRead,
        list: { columns: RECEIVABLE_COLUMNS, file: 'khoan-phai-thu-thu-xac-nhan' },
      },
      schema: { tags, body: arDetailsBody, response: { 200: receivableListResponse } },
    },
    (req) => letterReceivables({ db, actor: req.actor!, body: req.body, today: clock.today() }),
  );
  // The spec names it a GET: the buyer's confirmation of the debt, signed by their session.
  app.get(
    '/buy/notifications/confirm/:id',
    { config: { access: A.buyerConfirm }, schema: { tags, params: idParam, response: saved } },
    async (req) => ({
      data: await actOnLetter({
        db,
        ctx: requestContext(req, clock),
        id: req.params.id,
        action: 'approve',
        input: { signature: `portal:${req.actor!.id}` },
      }),
    }),
  );
  for (const action of ['revise', 'reject'] as const) {
    app.post(
      `/buy/notifications/${action}/:id`,
      {
        config: { access: A.buyerDecide },
        schema: { tags, params: idParam, body: reasonBody, response: saved },
      },
      async (req) => ({
        data: await actOnLetter({
          db,
          ctx: requestContext(req, clock),
          id: req.params.id,
          action,
          input: req.body,
        }),
      }),
    );
  }
  app.post(
    '/buy/notifications/supplier-eligible',
    {
      config: {
        access: A.buyerRead,
        list: { columns: SUPPLIER_ELIGIBLE_COLUMNS, file: 'nha-cung-cap-du-dieu-kien' },
      },
      schema: { tags, body: supplierEligibleBody, response: { 200: supplierEligibleResponse } },
    },
    (req) => supplierEligible(db, req.actor!.enterprise_id, req.body),
  );
}
