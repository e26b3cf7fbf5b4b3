import { APPENDIX_STATUSES, type AppendixStatus } from '../statuses/contract.ts';
import {
  FUNDER_APPROVERS,
  FUNDER_CA,
  FUNDER_CRM,
  FUNDER_STAFF,
  PARTNER_APPROVERS,
  PARTNER_USERS,
} from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const APPENDIX_ACTIONS = [
  'request',
  'generate',
  'request_hard_copy',
  'sign',
  'upload',
  'confirm',
  'reject',
] as const;
export type AppendixAction = (typeof APPENDIX_ACTIONS)[number];

export const APPENDIX_RULES = [
  { action: 'request', from: [null, -1], to: 1, by: [...PARTNER_APPROVERS, FUNDER_CRM] },
  // The funder prepares it for e-signing, or asks for a signed hard copy.
  { action: 'generate', from: [1], to: 2, by: [FUNDER_CRM, FUNDER_CA] },
  { action: 'request_hard_copy', from: [1], to: 4, by: [FUNDER_CRM, FUNDER_CA] },
  { action: 'reject', from: [1, 3], to: -1, by: [FUNDER_APPROVERS], requires: { reason: true } },
  // E-signing: the partner first, then the system company.
  { action: 'sign', from: [2], to: 3, by: PARTNER_USERS, requires: { signature: true, otp: true } },
  { action: 'reject', from: [2], to: -1, by: PARTNER_APPROVERS, requires: { reason: true } },
  { action: 'sign', from: [3], to: 6, by: [FUNDER_STAFF], requires: { signature: true, otp: true } },
  // Hard copy: uploaded, then confirmed against the original (or sent back for a new upload).
  { action: 'upload', from: [4], to: 5, by: [...PARTNER_USERS, FUNDER_STAFF], requires: { document: true } },
  { action: 'confirm', from: [5], to: 6, by: [FUNDER_APPROVERS] },
  { action: 'reject', from: [5], to: 4, by: [FUNDER_APPROVERS], requires: { reason: true } },
] as const satisfies readonly TransitionRule<AppendixStatus, AppendixAction>[];

export const APPENDIX_WORKFLOW = {
  entity: 'appendix',
  states: APPENDIX_STATUSES,
  actions: APPENDIX_ACTIONS,
  rules: APPENDIX_RULES,
} as const satisfies Workflow<AppendixStatus, AppendixAction>;
