import { TRANSACTION_CHANGE_ACCESS as ACCESS } from '@arflow/domain/access/transaction-change';
import { idParam } from '@arflow/domain/api/params';
import {
  approveChangeBody,
  calculateBody,
  calculateResponse,
  cancelChangeBody,
  changeDetailsResponse,
  fundingNoticeBody,
} from '@arflow/domain/api/transaction-change';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { calculateChange } from './calculate-change.ts';
import { getChangeDetails } from './change-details.ts';
import { changeStep } from './change-step.ts';

const tags = ['transaction-change'];

/** Transaction change (spec §7 "Transaction change"), funder side. */
export function transactionChangeRoutes(app: ZodApp, { db, clock }: ModuleDeps): void {
  app.get(
    '/transaction-change/change-details/:id',
    {
      config: { access: ACCESS.read },
      schema: { tags, params: idParam, response: { 200: changeDetailsResponse } },
    },
    (req) => getChangeDetails({ db, actor: req.actor!, id: req.params.id }),
  );
  app.post(
    '/transaction-change/:id/calculate',
    {
      config: { access: ACCESS.read },
      schema: { tags, params: idParam, body: calculateBody, response: { 200: calculateResponse } },
    },
    async (req) => ({ data: await calculateChange({ db, id: req.params.id, body: req.body }) }),
  );
  app.post(
    '/transaction-change/:id/funding-notice',
    {
      config: { access: ACCESS.notice },
      schema: { tags, params: idParam, body: fundingNoticeBody, response: { 200: changeDetailsResponse } },
    },
    (req) =>
      changeStep({
        db,
        ctx: requestContext(req, clock),
        id: req.params.id,
        action: 'start_change',
        reason: req.body.reason,
      }),
  );
  app.post(
    '/transaction-change/:id/approve-change',
    {
      config: { access: ACCESS.approve },
      schema: { tags, params: idParam, body: approveChangeBody, response: { 200: changeDetailsResponse } },
    },
    (req) => changeStep({ db, ctx: requestContext(req, clock), id: req.params.id, action: 'approve_change' }),
  );
  app.post(
    '/transaction-change/:id/cancel-change',
    {
      config: { access: ACCESS.cancel },
      schema: { tags, params: idParam, body: cancelChangeBody, response: { 200: changeDetailsResponse } },
    },
    (req) =>
      changeStep({
        db,
        ctx: requestContext(req, clock),
        id: req.params.id,
        action: 'cancel_change',
        reason: req.body.reason,
      }),
  );
}
