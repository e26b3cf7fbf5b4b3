import type { Grant } from '../permissions.ts';
import { COMMISSION_STATUSES, type CommissionStatus } from '../statuses/partner.ts';
import type { TransitionRule, Workflow } from './types.ts';

/**
 * Who sets a referral commission up: spec §6 "Internal settings … commission all four" (MASTER,
 * SUBMASTER, ACC_CONTROLER, ACCOUNTANT).
 */
export const COMMISSION_SETTERS: Grant = {
  enterprises: ['FUNDER'],
  roles: ['MASTER', 'SUBMASTER', 'ACC_CONTROLER', 'ACCOUNTANT'],
};

export const COMMISSION_ACTIONS = ['activate', 'deactivate', 'close', 'reopen'] as const;
export type CommissionAction = (typeof COMMISSION_ACTIONS)[number];

/**
 * The commission of a referral appendix (spec §4 commission -1, 1, 2, else active): it awaits
 * confirmation (2) while the appendix is being made, follows the appendix into rejection and
 * back, and is switched on (3) or off (1) by the funder's commission staff once the appendix is
 * complete (that condition is the use-case's: APPENDIX_NOT_COMPLETE). Closing follows the
 * appendix's rejection, whose reason the appendix's history keeps.
 */
export const COMMISSION_RULES = [
  { action: 'activate', from: [2, 1], to: 3, by: [COMMISSION_SETTERS] },
  { action: 'deactivate', from: [3], to: 1, by: [COMMISSION_SETTERS], requires: { reason: true } },
  { action: 'close', from: [2], to: -1, by: 'system' },
  { action: 'reopen', from: [-1], to: 2, by: 'system' },
] as const satisfies readonly TransitionRule<CommissionStatus, CommissionAction>[];

export const COMMISSION_WORKFLOW = {
  entity: 'commission',
  states: COMMISSION_STATUSES,
  actions: COMMISSION_ACTIONS,
  rules: COMMISSION_RULES,
} as const satisfies Workflow<CommissionStatus, CommissionAction>;
