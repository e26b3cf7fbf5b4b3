import {
  CONTRACT_ACTIONS,
  CONTRACT_STATUSES,
  type ContractActionName,
  type ContractStatus,
} from '../statuses/contract.ts';
import {
  CONTRACT_CLIENT_APPROVERS,
  CONTRACT_CLIENTS,
  FUNDER_APPROVERS,
  FUNDER_CA,
  FUNDER_CRM,
  FUNDER_STAFF,
} from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

/** Contract actions of spec §4 (sign is "sign by CA with OTP confirmation"). */
export type ContractAction = ContractActionName;

export const CONTRACT_RULES = [
  // A contract is requested for a client (or requested again after a rejection).
  { action: 'request', from: [null, 2], to: 0, by: [FUNDER_CRM, ...CONTRACT_CLIENT_APPROVERS] },
  // The funder generates it from the template; it is then reviewed.
  { action: 'generate', from: [0], to: 1, by: [FUNDER_CRM, FUNDER_CA] },
  { action: 'reject', from: [0, 1, 3], to: 2, by: [FUNDER_APPROVERS], requires: { reason: true } },
  // Approval sends it to e-signing, or, for a contract signed on paper, to upload.
  { action: 'approve', from: [1], to: 11, by: [FUNDER_APPROVERS], when: { contract_method: 'manual' } },
  { action: 'approve', from: [1], to: 3, by: [FUNDER_APPROVERS] },
  // E-signing: the platform company signs first, then the client; both with certificate and OTP.
  { action: 'sign', from: [3], to: 4, by: [FUNDER_STAFF], requires: { signature: true, otp: true } },
  { action: 'sign', from: [4], to: 5, by: CONTRACT_CLIENTS, requires: { signature: true, otp: true } },
  { action: 'reject', from: [4], to: 2, by: CONTRACT_CLIENT_APPROVERS, requires: { reason: true } },
  // Paper: the copy signed by both sides is uploaded (again, until it is right), then the funder
  // checks it against the original and confirms: approve from 11 needs the uploaded copy.
  {
    action: 'upload',
    from: [11],
    to: 11,
    by: [FUNDER_STAFF, ...CONTRACT_CLIENTS],
    requires: { document: true },
  },
  { action: 'approve', from: [11], to: 5, by: [FUNDER_APPROVERS], requires: { document: true } },
] as const satisfies readonly TransitionRule<ContractStatus, ContractAction>[];

export const CONTRACT_WORKFLOW = {
  entity: 'contract',
  states: CONTRACT_STATUSES,
  actions: CONTRACT_ACTIONS,
  rules: CONTRACT_RULES,
} as const satisfies Workflow<ContractStatus, ContractAction>;
