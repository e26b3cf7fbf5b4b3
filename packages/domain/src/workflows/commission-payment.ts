import { COMMISSION_PAYMENT_STATUSES, type CommissionPaymentStatus } from '../statuses/partner.ts';
import { COMMISSION_SETTERS } from './commission.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const COMMISSION_PAYMENT_ACTIONS = ['create', 'pay_part', 'settle'] as const;
export type CommissionPaymentAction = (typeof COMMISSION_PAYMENT_ACTIONS)[number];

/**
 * A referral partner's commission on one funded transaction (spec §4 "also unsettled, first paid,
 * settled"; decision 0097): computed from the appendix (unsettled), paid in part (first paid,
 * again while some is left) or in full (settled), by the funder's commission staff (spec §6
 * "commission all four"). A settled commission takes no payment.
 */
export const COMMISSION_PAYMENT_RULES = [
  { action: 'create', from: [null], to: 'UNSETTLED', by: [COMMISSION_SETTERS] },
  { action: 'pay_part', from: ['UNSETTLED', 'FIRST_PAID'], to: 'FIRST_PAID', by: [COMMISSION_SETTERS] },
  { action: 'settle', from: ['UNSETTLED', 'FIRST_PAID'], to: 'SETTLED', by: [COMMISSION_SETTERS] },
] as const satisfies readonly TransitionRule<CommissionPaymentStatus, CommissionPaymentAction>[];

export const COMMISSION_PAYMENT_WORKFLOW = {
  entity: 'commission_payment',
  states: COMMISSION_PAYMENT_STATUSES,
  actions: COMMISSION_PAYMENT_ACTIONS,
  rules: COMMISSION_PAYMENT_RULES,
} as const satisfies Workflow<CommissionPaymentStatus, CommissionPaymentAction>;
