import { SUPPLIER_CREDIT_STATUSES, type SupplierCreditStatus } from '../statuses/supplier-credit.ts';
import { FUNDER_APPROVERS, FUNDER_CA, SUPPLIER_APPROVERS, SUPPLIER_MAKERS } from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const SUPPLIER_CREDIT_ACTIONS = [
  'apply',
  'update',
  'request_docs',
  'provide_docs',
  'refuse_docs',
  'approve',
  'reject',
  'confirm',
  'decline',
  'blacklist',
  'replace',
] as const;
export type SupplierCreditAction = (typeof SUPPLIER_CREDIT_ACTIONS)[number];

const ASSESSORS = [FUNDER_CA, FUNDER_APPROVERS];

// The supplier applies per buyer; credit staff assess within 5 working days (spec §9) and may
// ask for documents; only a credit approver sets the terms or refuses. The supplier has the last
// word on an offer (spec §4: confirmed or rejected by the supplier). A new application for a
// buyer is a revision: its confirmation replaces the credit in force (the system's step).
export const SUPPLIER_CREDIT_RULES = [
  { action: 'apply', from: [null], to: 'ASSESSING', by: SUPPLIER_MAKERS, requires: { document: true } },
  { action: 'update', from: ['ASSESSING', 'ADD_DOC'], to: 'ASSESSING', by: SUPPLIER_MAKERS },
  { action: 'request_docs', from: ['ASSESSING'], to: 'ADD_DOC', by: ASSESSORS, requires: { reason: true } },
  {
    action: 'provide_docs',
    from: ['ADD_DOC'],
    to: 'ASSESSING',
    by: SUPPLIER_MAKERS,
    requires: { document: true },
  },
  {
    action: 'refuse_docs',
    from: ['ADD_DOC'],
    to: 'ASSESSING',
    by: SUPPLIER_APPROVERS,
    requires: { reason: true },
  },
  { action: 'approve', from: ['ASSESSING'], to: 'OFFERED', by: [FUNDER_APPROVERS] },
  {
    action: 'reject',
    from: ['ASSESSING', 'ADD_DOC'],
    to: 'REJECTED',
    by: [FUNDER_APPROVERS],
    requires: { reason: true },
  },
  { action: 'confirm', from: ['OFFERED'], to: 'APPROVED', by: SUPPLIER_APPROVERS },
  {
    action: 'decline',
    from: ['OFFERED'],
    to: 'DECLINED',
    by: SUPPLIER_APPROVERS,
    requires: { reason: true },
  },
  {
    action: 'blacklist',
    from: ['ASSESSING', 'ADD_DOC', 'OFFERED', 'APPROVED'],
    to: 'BLACKLISTED',
    by: [FUNDER_APPROVERS],
    requires: { reason: true },
  },
  { action: 'replace', from: ['APPROVED'], to: 'REPLACED', by: 'system' },
] as const satisfies readonly TransitionRule<SupplierCreditStatus, SupplierCreditAction>[];

export const SUPPLIER_CREDIT_WORKFLOW = {
  entity: 'supplier_credit',
  states: SUPPLIER_CREDIT_STATUSES,
  actions: SUPPLIER_CREDIT_ACTIONS,
  rules: SUPPLIER_CREDIT_RULES,
} as const satisfies Workflow<SupplierCreditStatus, SupplierCreditAction>;
