import { POINTS_ACCESS } from '../access/points.ts';
import { VOUCHER_REQUEST_STATUSES, type VoucherRequestStatus } from '../statuses/voucher-request.ts';
import { BUYER_USERS } from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const VOUCHER_REQUEST_ACTIONS = ['create', 'approve', 'reject'] as const;
export type VoucherRequestAction = (typeof VOUCHER_REQUEST_ACTIONS)[number];

/**
 * A voucher request's life (decision 0100): the buyer asks (its points are spent at once, so two
 * requests cannot spend them twice), the funder approves it or rejects it with a reason, and a
 * rejection gives the points back.
 */
export const VOUCHER_REQUEST_RULES = [
  { action: 'create', from: [null], to: 'NEW', by: BUYER_USERS },
  { action: 'approve', from: ['NEW'], to: 'APPROVED', by: POINTS_ACCESS.manage },
  { action: 'reject', from: ['NEW'], to: 'REJECTED', by: POINTS_ACCESS.manage, requires: { reason: true } },
] as const satisfies readonly TransitionRule<VoucherRequestStatus, VoucherRequestAction>[];

export const VOUCHER_REQUEST_WORKFLOW = {
  entity: 'voucher_request',
  states: VOUCHER_REQUEST_STATUSES,
  actions: VOUCHER_REQUEST_ACTIONS,
  rules: VOUCHER_REQUEST_RULES,
} as const satisfies Workflow<VoucherRequestStatus, VoucherRequestAction>;
