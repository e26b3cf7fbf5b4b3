import { RECEIVABLE_STATUSES, type ReceivableStatus } from '../statuses/receivable.ts';
import {
  BUYER_APPROVERS,
  FUNDER_ACCOUNTING,
  FUNDER_APPROVERS,
  FUNDER_CA,
  FUNDER_COLLECTION,
  FUNDER_WRITE_OFF,
  SUPPLIER_APPROVERS,
  SUPPLIER_MAKERS,
} from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const RECEIVABLE_ACTIONS = [
  'create',
  'update',
  'confirm_unconditional',
  'confirm_maturity',
  'select',
  'release',
  'first_pay',
  'enter_settlement',
  'settle',
  'mark_overdue',
  'mark_bad_debt',
  'complete_collection',
  'write_off',
  'delete',
] as const;
export type ReceivableAction = (typeof RECEIVABLE_ACTIONS)[number];

const OPEN = ['AVAILABLE', 'UNCONDITIONAL', 'MATURITY'] as const satisfies readonly ReceivableStatus[];

export const RECEIVABLE_RULES = [
  // The supplier records its invoices (typed in or imported); it may correct one until the buyer
  // has confirmed it, since the confirmation covers the amounts and dates as they stood.
  { action: 'create', from: [null], to: 'AVAILABLE', by: SUPPLIER_MAKERS },
  { action: 'update', from: ['AVAILABLE'], to: 'AVAILABLE', by: SUPPLIER_MAKERS },
  // Before financing: the buyer confirms the debt, then its maturity.
  { action: 'confirm_unconditional', from: ['AVAILABLE'], to: 'UNCONDITIONAL', by: BUYER_APPROVERS },
  {
    action: 'confirm_maturity',
    from: ['UNCONDITIONAL'],
    to: 'MATURITY',
    by: [...BUYER_APPROVERS, FUNDER_CA],
  },
  // The transaction workflow moves its receivables: selected on submission, released if it fails.
  { action: 'select', from: OPEN, to: 'REVIEW', by: 'system' },
  { action: 'release', from: ['REVIEW'], to: 'AVAILABLE', by: 'system' },
  // The accountant pays the early amount with the payment slip.
  {
    action: 'first_pay',
    from: ['REVIEW'],
    to: 'FIRST_PAID',
    by: [FUNDER_ACCOUNTING],
    requires: { document: true },
  },
  // Daily jobs on the business date.
  { action: 'enter_settlement', from: ['FIRST_PAID'], to: 'SETTLEMENT', by: 'system' },
  { action: 'mark_overdue', from: ['FIRST_PAID', 'SETTLEMENT'], to: 'OVERDUE', by: 'system' },
  { action: 'mark_bad_debt', from: ['OVERDUE'], to: 'BAD_DEBT', by: 'system' },
  // The buyer pays at maturity: settlement recorded with the bank slip.
  {
    action: 'settle',
    from: ['FIRST_PAID', 'SETTLEMENT'],
    to: 'SETTLED',
    by: [FUNDER_ACCOUNTING],
    requires: { document: true },
  },
  // After the due date, collection ends the debt: collected, or written off.
  {
    action: 'complete_collection',
    from: ['OVERDUE', 'BAD_DEBT'],
    to: 'DONE_COLLECTION',
    by: [FUNDER_COLLECTION, FUNDER_ACCOUNTING],
    requires: { document: true },
  },
  {
    action: 'write_off',
    from: ['BAD_DEBT'],
    to: 'DELETED',
    by: [FUNDER_WRITE_OFF],
    requires: { reason: true },
  },
  // A receivable never financed may be withdrawn by its supplier or the funder.
  {
    action: 'delete',
    from: OPEN,
    to: 'DELETED',
    by: [...SUPPLIER_APPROVERS, FUNDER_APPROVERS],
    requires: { reason: true },
  },
] as const satisfies readonly TransitionRule<ReceivableStatus, ReceivableAction>[];

export const RECEIVABLE_WORKFLOW = {
  entity: 'receivable',
  states: RECEIVABLE_STATUSES,
  actions: RECEIVABLE_ACTIONS,
  rules: RECEIVABLE_RULES,
} as const satisfies Workflow<ReceivableStatus, ReceivableAction>;
