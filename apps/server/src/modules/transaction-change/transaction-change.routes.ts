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
  // The change's steps, each a transition of the transaction workflow (change-step.ts).
  const steps = [
    ['funding-notice', 'start_change', ACCESS.notice, fundingNoticeBody],
    ['approve-change', 'approve_change', ACCESS.approve, approveChangeBody],
    ['cancel-change', 'cancel_change', ACCESS.cancel, cancelChangeBody],
  ] as const;
  for (const [path, action, access, body] of steps) {
    app.post(
      `/transaction-change/:id/${path}`,
      {
        config: { access },
        schema: { tags, params: idParam, body, response: { 200: changeDetailsResponse } },
      },
      (req) => {
        const reason = (req.body as { reason?: string } | null | undefined)?.reason;
        return changeStep({ db, ctx: requestContext(req, clock), id: req.params.id, action, reason });
      },
    );
  }
}
