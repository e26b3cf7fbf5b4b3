import {
  APPRAISING_LEAD_STATUSES,
  PARTNER_LEAD_STATUSES,
  type PartnerLeadStatus,
  PROSPECTING_LEAD_STATUSES,
} from '../statuses/partner.ts';
import { FUNDER_APPROVERS, FUNDER_CA, FUNDER_CRM } from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const PARTNER_LEAD_ACTIONS = [
  'schedule_meeting',
  'agree_meet',
  'persuade',
  'consider',
  'agree_join',
  'collect',
  'submit_appraisal',
  'review_documents',
  'request_documents',
  'start_credit_review',
  'approve',
  'reject',
  'onboard',
  'activate',
  'reappraise',
  'stop',
  'reopen',
] as const;
export type PartnerLeadAction = (typeof PARTNER_LEAD_ACTIONS)[number];

// Relationship staff (CRM) run the prospecting; credit staff (CA) appraise; a manager decides.
export const PARTNER_LEAD_RULES = [
  { action: 'schedule_meeting', from: ['NEW'], to: 'WAIT_MEET', by: [FUNDER_CRM] },
  { action: 'agree_meet', from: ['NEW', 'WAIT_MEET'], to: 'AGREE_MEET', by: [FUNDER_CRM] },
  { action: 'persuade', from: ['AGREE_MEET'], to: 'PERSUADE', by: [FUNDER_CRM] },
  { action: 'consider', from: ['PERSUADE'], to: 'CONSIDER', by: [FUNDER_CRM] },
  { action: 'agree_join', from: ['PERSUADE', 'CONSIDER'], to: 'AGREE_JOIN', by: [FUNDER_CRM] },
  { action: 'collect', from: ['AGREE_JOIN'], to: 'COLLECT', by: [FUNDER_CRM] },
  {
    action: 'submit_appraisal',
    from: ['COLLECT'],
    to: 'WAIT_APPRAISAL',
    by: [FUNDER_CRM],
    requires: { document: true },
  },
  { action: 'review_documents', from: ['WAIT_APPRAISAL'], to: 'DOCUMENT_REVIEWING', by: [FUNDER_CA] },
  {
    action: 'request_documents',
    from: ['DOCUMENT_REVIEWING', 'CREDIT_REVIEW'],
    to: 'COLLECT',
    by: [FUNDER_CA],
    requires: { reason: true },
  },
  { action: 'start_credit_review', from: ['DOCUMENT_REVIEWING'], to: 'CREDIT_REVIEW', by: [FUNDER_CA] },
  { action: 'approve', from: ['CREDIT_REVIEW'], to: 'REGISTERED', by: [FUNDER_APPROVERS] },
  { action: 'approve', from: ['REAPPRAISAL'], to: 'ACTIVATED', by: [FUNDER_APPROVERS] },
  // The prospect declines (CRM records it) or the appraisal fails (a manager decides).
  {
    action: 'reject',
    from: PROSPECTING_LEAD_STATUSES,
    to: 'REJECT',
    by: [FUNDER_CRM],
    requires: { reason: true },
  },
  {
    action: 'reject',
    from: APPRAISING_LEAD_STATUSES,
    to: 'REJECT',
    by: [FUNDER_APPROVERS],
    requires: { reason: true },
  },
  { action: 'reject', from: ['REAPPRAISAL'], to: 'STOP', by: [FUNDER_APPROVERS], requires: { reason: true } },
  // Registered clients sign their contracts (onboarded), then are activated for payment.
  { action: 'onboard', from: ['REGISTERED'], to: 'ONBOARDED', by: [FUNDER_CRM] },
  { action: 'activate', from: ['ONBOARDED'], to: 'ACTIVATED', by: [FUNDER_APPROVERS] },
  {
    action: 'reappraise',
    from: ['ONBOARDED', 'ACTIVATED'],
    to: 'REAPPRAISAL',
    by: [FUNDER_CA],
    requires: { reason: true },
  },
  {
    action: 'stop',
    from: ['REGISTERED', 'ONBOARDED', 'ACTIVATED', 'REAPPRAISAL'],
    to: 'STOP',
    by: [FUNDER_APPROVERS],
    requires: { reason: true },
  },
  { action: 'reopen', from: ['REJECT', 'STOP'], to: 'NEW', by: [FUNDER_CRM] },
] as const satisfies readonly TransitionRule<PartnerLeadStatus, PartnerLeadAction>[];

export const PARTNER_LEAD_WORKFLOW = {
  entity: 'partner_lead',
  states: PARTNER_LEAD_STATUSES,
  actions: PARTNER_LEAD_ACTIONS,
  rules: PARTNER_LEAD_RULES,
} as const satisfies Workflow<PartnerLeadStatus, PartnerLeadAction>;
