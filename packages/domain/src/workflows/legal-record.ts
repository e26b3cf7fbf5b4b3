import { CLIENT_EDITORS } from '../access/clients.ts';
import type { Grant } from '../permissions.ts';
import { LEGAL_RECORD_STATUSES, type LegalRecordStatus } from '../statuses/legal-record.ts';
import { FUNDER_APPROVERS, FUNDER_CA } from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const LEGAL_RECORD_ACTIONS = ['upload', 'approve', 'reject', 'delete'] as const;
export type LegalRecordAction = (typeof LEGAL_RECORD_ACTIONS)[number];

/** The client company (or partner) itself, any of its users (it hands in its own papers). */
const CLIENT_SELF: Grant = { enterprises: ['BUYER', 'SUPPLIER', 'INDSUPPLIER', 'DOITAC_NCC', 'PARTNER'] };
const REVIEWERS: readonly Grant[] = [FUNDER_CA, FUNDER_APPROVERS];
const KEEPERS: readonly Grant[] = [CLIENT_EDITORS, CLIENT_SELF];

/**
 * A legal record's life: the client or client staff upload it; credit staff approve it or reject
 * it with a reason (a rejected record may be approved later, an approved one re-judged); the
 * uploader's side deletes what is not approved, and only credit staff delete an approved record
 * (the appraisal rests on it). Deleting is a soft delete.
 */
export const LEGAL_RECORD_RULES = [
  { action: 'upload', from: [null], to: 'PENDING', by: KEEPERS },
  { action: 'approve', from: ['PENDING', 'REJECTED'], to: 'APPROVED', by: REVIEWERS },
  {
    action: 'reject',
    from: ['PENDING', 'APPROVED'],
    to: 'REJECTED',
    by: REVIEWERS,
    requires: { reason: true },
  },
  { action: 'delete', from: ['PENDING', 'REJECTED'], to: 'DELETED', by: [...KEEPERS, ...REVIEWERS] },
  { action: 'delete', from: ['APPROVED'], to: 'DELETED', by: REVIEWERS },
] as const satisfies readonly TransitionRule<LegalRecordStatus, LegalRecordAction>[];

export const LEGAL_RECORD_WORKFLOW = {
  entity: 'legal_record',
  states: LEGAL_RECORD_STATUSES,
  actions: LEGAL_RECORD_ACTIONS,
  rules: LEGAL_RECORD_RULES,
} as const satisfies Workflow<LegalRecordStatus, LegalRecordAction>;
