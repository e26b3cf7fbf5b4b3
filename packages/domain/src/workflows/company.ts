import { CLIENT_EDITORS } from '../access/clients.ts';
import { EKYC_STATUSES, type EkycStatus } from '../statuses/company.ts';
import { PARTNER_LEAD_STATUSES, type PartnerLeadStatus } from '../statuses/partner.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const COMPANY_ACTIONS = ['create', 'update'] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

/**
 * A client company's record (buyer, supplier, individual, partner): created as a new lead, edited
 * in any pipeline status without changing it. The pipeline itself is PARTNER_LEAD_WORKFLOW,
 * whose history rows carry entity 'partner_lead' for the same company id.
 */
export const COMPANY_RULES = [
  { action: 'create', from: [null], to: 'NEW', by: [CLIENT_EDITORS] },
  ...PARTNER_LEAD_STATUSES.map((s) => ({
    action: 'update' as const,
    from: [s],
    to: s,
    by: [CLIENT_EDITORS],
  })),
] as const satisfies readonly TransitionRule<PartnerLeadStatus, CompanyAction>[];

export const COMPANY_WORKFLOW = {
  entity: 'enterprise',
  states: PARTNER_LEAD_STATUSES,
  actions: COMPANY_ACTIONS,
  rules: COMPANY_RULES,
} as const satisfies Workflow<PartnerLeadStatus, CompanyAction>;

export const EKYC_ACTIONS = ['verify', 'reject'] as const;
export type EkycAction = (typeof EKYC_ACTIONS)[number];

/**
 * eKYC of an individual supplier or partner: the operator checks the ID card against the person
 * and records the result; a rejection needs a reason and can be verified later (new documents).
 */
export const EKYC_RULES = [
  { action: 'verify', from: ['PENDING', 'REJECTED'], to: 'VERIFIED', by: [CLIENT_EDITORS] },
  { action: 'reject', from: ['PENDING'], to: 'REJECTED', by: [CLIENT_EDITORS], requires: { reason: true } },
] as const satisfies readonly TransitionRule<EkycStatus, EkycAction>[];

export const EKYC_WORKFLOW = {
  entity: 'ekyc',
  states: EKYC_STATUSES,
  actions: EKYC_ACTIONS,
  rules: EKYC_RULES,
} as const satisfies Workflow<EkycStatus, EkycAction>;
