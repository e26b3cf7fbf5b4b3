import type { Grant } from '../permissions.ts';
import {
  IN_FLIGHT_TRANSACTION_STAGES,
  TRANSACTION_STAGES,
  type TransactionStage,
} from '../statuses/transaction.ts';
import {
  FUNDER_ACCOUNTING,
  FUNDER_APPROVERS,
  FUNDER_CA,
  FUNDER_MANAGER,
  FUNDER_OFFICER,
  FUNDER_SENIOR,
  FUNDER_STAFF,
  SUPPLIER_APPROVERS,
  SUPPLIER_COMPANY,
  SUPPLIER_INDIVIDUALS,
  SUPPLIER_MAKERS,
} from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const TRANSACTION_ACTIONS = [
  // Supplier request flow.
  'create_draft',
  'upload_documents',
  'delete_draft',
  'confirm_contracts',
  'sign',
  'reject_transaction',
  // Funder review: the five decisions of spec §4, taken at the level the state names.
  'APPROVE',
  'REJECT',
  'ADJUST',
  'ADD_DOC',
  'RESET',
  // The supplier answers an add-document request or an adjustment.
  'approve_add_doc',
  'reject_add_doc',
  'accept_adjustment',
  'reject_adjustment',
  // Confirmations and signatures after approval.
  'confirm_early_payment',
  'sign_early_payment',
  'sign_debt_sale',
  'confirm_debt_sale',
  'reject_debt_sale',
  // Money and after.
  'pay_first',
  'start_change',
  'approve_change',
  'cancel_change',
  'liquidate',
  'cancel',
] as const;
export type TransactionAction = (typeof TRANSACTION_ACTIONS)[number];

type Rule = TransitionRule<TransactionStage, TransactionAction>;

/** The five decisions at one check level; only the officer level cannot send back (RESET). */
function reviewLevel(from: TransactionStage, by: Grant, approveTo: TransactionStage): Rule[] {
  const rules: Rule[] = [
    { action: 'APPROVE', from: [from], to: approveTo, by: [by] },
    { action: 'REJECT', from: [from], to: 'REJECTED', by: [by], requires: { reason: true } },
    { action: 'ADJUST', from: [from], to: 'ADJUSTING', by: [by], requires: { reason: true } },
    { action: 'ADD_DOC', from: [from], to: 'HOLDING', by: [by], requires: { reason: true } },
  ];
  if (from !== 'CREDIT_REVIEW') {
    rules.push({ action: 'RESET', from: [from], to: 'CREDIT_REVIEW', by: [by], requires: { reason: true } });
  }
  return rules;
}

export const TRANSACTION_RULES = [
  // Supplier request flow: the draft exists once the receivables are selected.
  { action: 'create_draft', from: [null], to: 'DRAFT', by: SUPPLIER_MAKERS },
  {
    action: 'upload_documents',
    from: ['DRAFT', 'DOCUMENTS_UPLOADED'],
    to: 'DOCUMENTS_UPLOADED',
    by: SUPPLIER_MAKERS,
    requires: { document: true },
  },
  {
    action: 'delete_draft',
    from: ['DRAFT', 'DOCUMENTS_UPLOADED', 'CONTRACTS_CONFIRMED'],
    to: 'DELETED',
    by: SUPPLIER_MAKERS,
  },
  {
    action: 'confirm_contracts',
    from: ['DOCUMENTS_UPLOADED'],
    to: 'CONTRACTS_CONFIRMED',
    by: SUPPLIER_APPROVERS,
  },
  // Confirming the transaction is signing it: a company with its certificate, an individual with OTP.
  {
    action: 'sign',
    from: ['CONTRACTS_CONFIRMED'],
    to: 'CREDIT_REVIEW',
    by: SUPPLIER_COMPANY,
    requires: { signature: true },
  },
  {
    action: 'sign',
    from: ['CONTRACTS_CONFIRMED'],
    to: 'CREDIT_REVIEW',
    by: SUPPLIER_INDIVIDUALS,
    requires: { signature: true, otp: true },
  },
  {
    action: 'reject_transaction',
    from: ['CONTRACTS_CONFIRMED'],
    to: 'REJECTED',
    by: SUPPLIER_APPROVERS,
    requires: { reason: true },
  },

  // Funder review: officer, then senior, then the manager decides.
  ...reviewLevel('CREDIT_REVIEW', FUNDER_OFFICER, 'SENIOR_REVIEW'),
  ...reviewLevel('SENIOR_REVIEW', FUNDER_SENIOR, 'WAITING_APPROVAL'),
  ...reviewLevel('WAITING_APPROVAL', FUNDER_MANAGER, 'WAITING_FUNDER_CONFIRM'),

  // Holding: the supplier sends the documents asked for (the review starts again) or refuses.
  {
    action: 'approve_add_doc',
    from: ['HOLDING'],
    to: 'CREDIT_REVIEW',
    by: SUPPLIER_MAKERS,
    requires: { document: true },
  },
  {
    action: 'reject_add_doc',
    from: ['HOLDING'],
    to: 'REJECTED',
    by: SUPPLIER_APPROVERS,
    requires: { reason: true },
  },
  { action: 'REJECT', from: ['HOLDING'], to: 'REJECTED', by: [FUNDER_CA], requires: { reason: true } },

  // Adjusting: the funder changed the terms; the supplier accepts (reviewed again) or rejects.
  { action: 'accept_adjustment', from: ['ADJUSTING'], to: 'CREDIT_REVIEW', by: SUPPLIER_APPROVERS },
  {
    action: 'reject_adjustment',
    from: ['ADJUSTING'],
    to: 'REJECTED',
    by: SUPPLIER_APPROVERS,
    requires: { reason: true },
  },

  // Waiting funder confirmation: the early-payment request is confirmed, or signed, by the funder.
  {
    action: 'confirm_early_payment',
    from: ['WAITING_FUNDER_CONFIRM'],
    to: 'WAITING_SUPPLIER_CONFIRM',
    by: [FUNDER_APPROVERS],
  },
  {
    action: 'sign_early_payment',
    from: ['WAITING_FUNDER_CONFIRM'],
    to: 'WAITING_SUPPLIER_CONFIRM',
    by: [FUNDER_STAFF],
    requires: { signature: true },
  },
  {
    action: 'REJECT',
    from: ['WAITING_FUNDER_CONFIRM'],
    to: 'REJECTED',
    by: [FUNDER_APPROVERS],
    requires: { reason: true },
  },

  // Waiting supplier confirmation: the debt sale is signed (company or individual), confirmed
  // from a signed paper copy, or rejected.
  {
    action: 'sign_debt_sale',
    from: ['WAITING_SUPPLIER_CONFIRM'],
    to: 'COMPLETED',
    by: SUPPLIER_COMPANY,
    requires: { signature: true },
  },
  {
    action: 'sign_debt_sale',
    from: ['WAITING_SUPPLIER_CONFIRM'],
    to: 'COMPLETED',
    by: SUPPLIER_INDIVIDUALS,
    requires: { signature: true, otp: true },
  },
  {
    action: 'confirm_debt_sale',
    from: ['WAITING_SUPPLIER_CONFIRM'],
    to: 'COMPLETED',
    by: [FUNDER_APPROVERS],
    requires: { document: true },
  },
  {
    action: 'reject_debt_sale',
    from: ['WAITING_SUPPLIER_CONFIRM'],
    to: 'REJECTED',
    by: [...SUPPLIER_APPROVERS, FUNDER_APPROVERS],
    requires: { reason: true },
  },

  // The accountant pays the early amount with the payment slip.
  {
    action: 'pay_first',
    from: ['COMPLETED'],
    to: 'PAID',
    by: [FUNDER_ACCOUNTING],
    requires: { document: true },
  },
  // A change after payment (additional payment, date revision, funding notice) is approved or dropped.
  {
    action: 'start_change',
    from: ['PAID'],
    to: 'CHANGE',
    by: [FUNDER_CA, FUNDER_ACCOUNTING],
    requires: { reason: true },
  },
  { action: 'approve_change', from: ['CHANGE'], to: 'PAID', by: [FUNDER_APPROVERS] },
  {
    action: 'cancel_change',
    from: ['CHANGE'],
    to: 'PAID',
    by: [FUNDER_CA, FUNDER_APPROVERS],
    requires: { reason: true },
  },
  // Every receivable settled or collected: the system closes it, or accounting does with the slip.
  { action: 'liquidate', from: ['PAID'], to: 'LIQUIDATED', by: 'system' },
  {
    action: 'liquidate',
    from: ['PAID'],
    to: 'LIQUIDATED',
    by: [FUNDER_ACCOUNTING],
    requires: { document: true },
  },
  // The system company ends a transaction that can no longer go on (e.g. its limit is gone).
  {
    action: 'cancel',
    from: IN_FLIGHT_TRANSACTION_STAGES,
    to: 'REJECTED',
    by: 'system',
    requires: { reason: true },
  },
] as const satisfies readonly Rule[];

export const TRANSACTION_WORKFLOW = {
  entity: 'transaction',
  states: TRANSACTION_STAGES,
  actions: TRANSACTION_ACTIONS,
  rules: TRANSACTION_RULES,
} as const satisfies Workflow<TransactionStage, TransactionAction>;
