import {
  GUARANTEE_NOTICE_STATUSES,
  type GuaranteeNoticeStatus,
  PARTNER_NOTICE_STATUSES,
  type PartnerNoticeStatus,
} from '../statuses/partner.ts';
import { FUNDER_ACCOUNTING, FUNDER_PROGRAMME, PARTNER_APPROVERS } from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

/**
 * Funder staff who write partner notices: the partner-payment menu's roles less the read-only
 * VIEWER (spec §6). The server's flags allow_create_funding_notice / allow_create_payment_notice
 * are these grants read for the signed-in user (coordination/flags.ts, decision 0089).
 */
export const NOTICE_WRITERS = [FUNDER_PROGRAMME, FUNDER_ACCOUNTING] as const;

export const PARTNER_NOTICE_ACTIONS = ['create', 'confirm', 'reject', 'cancel'] as const;
export type PartnerNoticeAction = (typeof PARTNER_NOTICE_ACTIONS)[number];

/**
 * A partner notice (spec §4: confirming, applied, rejected, cancelled): a funding request, a
 * payment or a termination notice the funder sends and the partner confirms (applied) or refuses;
 * the funder may withdraw it while the partner has not answered, or once the partner refused it:
 * withdrawing a payment notice reverses its journal entry, which only the funder may post.
 */
export const PARTNER_NOTICE_RULES = [
  { action: 'create', from: [null], to: 'CONFIRMING', by: NOTICE_WRITERS },
  { action: 'confirm', from: ['CONFIRMING'], to: 'APPLIED', by: PARTNER_APPROVERS },
  {
    action: 'reject',
    from: ['CONFIRMING'],
    to: 'REJECTED',
    by: PARTNER_APPROVERS,
    requires: { reason: true },
  },
  {
    action: 'cancel',
    from: ['CONFIRMING', 'REJECTED'],
    to: 'CANCELLED',
    by: NOTICE_WRITERS,
    requires: { reason: true },
  },
] as const satisfies readonly TransitionRule<PartnerNoticeStatus, PartnerNoticeAction>[];

export const PARTNER_NOTICE_WORKFLOW = {
  entity: 'partner_notice',
  states: PARTNER_NOTICE_STATUSES,
  actions: PARTNER_NOTICE_ACTIONS,
  rules: PARTNER_NOTICE_RULES,
} as const satisfies Workflow<PartnerNoticeStatus, PartnerNoticeAction>;

export const GUARANTEE_NOTICE_ACTIONS = ['create', 'approve', 'reject', 'disburse', 'cancel'] as const;
export type GuaranteeNoticeAction = (typeof GUARANTEE_NOTICE_ACTIONS)[number];

/**
 * A guarantee notice (spec §4: waiting approval, rejected, cancelled, waiting disbursement,
 * disbursed): the funder asks a guarantee partner to guarantee a transaction's advance; the
 * partner approves or refuses; the funder then disburses the advance it covers (the guarantee
 * starts) or withdraws the request.
 */
export const GUARANTEE_NOTICE_RULES = [
  { action: 'create', from: [null], to: 'WAITING_APPROVAL', by: NOTICE_WRITERS },
  { action: 'approve', from: ['WAITING_APPROVAL'], to: 'WAITING_DISBURSEMENT', by: PARTNER_APPROVERS },
  {
    action: 'reject',
    from: ['WAITING_APPROVAL'],
    to: 'REJECTED',
    by: PARTNER_APPROVERS,
    requires: { reason: true },
  },
  { action: 'disburse', from: ['WAITING_DISBURSEMENT'], to: 'DISBURSED', by: NOTICE_WRITERS },
  {
    action: 'cancel',
    from: ['WAITING_APPROVAL', 'WAITING_DISBURSEMENT'],
    to: 'CANCELLED',
    by: NOTICE_WRITERS,
    requires: { reason: true },
  },
] as const satisfies readonly TransitionRule<GuaranteeNoticeStatus, GuaranteeNoticeAction>[];

export const GUARANTEE_NOTICE_WORKFLOW = {
  entity: 'guarantee_notice',
  states: GUARANTEE_NOTICE_STATUSES,
  actions: GUARANTEE_NOTICE_ACTIONS,
  rules: GUARANTEE_NOTICE_RULES,
} as const satisfies Workflow<GuaranteeNoticeStatus, GuaranteeNoticeAction>;
