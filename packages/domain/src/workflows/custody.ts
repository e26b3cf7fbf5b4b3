import { CUSTODY_ACCESS } from '../access/custody.ts';
import { DOCUMENT_STATUSES, type DocumentStatus } from '../statuses/document.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const CUSTODY_ACTIONS = [
  'create',
  'update',
  'receive',
  'damage',
  'lose',
  'recover',
  'return',
  'request',
  'assign_holder',
  'assign_authority',
] as const;
export type CustodyAction = (typeof CUSTODY_ACTIONS)[number];

const STAFF = CUSTODY_ACCESS.write;
const ADMINS = CUSTODY_ACCESS.authority;
/** 0 missing, 1 complete, 2 damaged, 3 lost, 4 returned to the customer (spec §4). */
const HELD = [1, 2] as const;
const OPEN = [0, 1, 2] as const;

/**
 * A stored original's life (spec §4, codes 0-4). A document is recorded missing until the
 * original arrives; only a document in the vault (complete or damaged) can be lent, handed to a
 * holder or given back to the customer; a lost one may be found again; returned is the end.
 */
export const CUSTODY_RULES = [
  { action: 'create', from: [null], to: 0, by: STAFF },
  ...OPEN.map((s) => ({ action: 'update' as const, from: [s], to: s, by: STAFF })),
  { action: 'receive', from: [0], to: 1, by: STAFF },
  { action: 'damage', from: [1], to: 2, by: STAFF },
  { action: 'lose', from: [1, 2], to: 3, by: STAFF, requires: { reason: true } },
  { action: 'recover', from: [3], to: 1, by: STAFF },
  { action: 'return', from: [1, 2], to: 4, by: STAFF },
  ...HELD.map((s) => ({ action: 'request' as const, from: [s], to: s, by: STAFF })),
  ...HELD.map((s) => ({ action: 'assign_holder' as const, from: [s], to: s, by: STAFF })),
  ...OPEN.map((s) => ({ action: 'assign_authority' as const, from: [s], to: s, by: ADMINS })),
] as const satisfies readonly TransitionRule<DocumentStatus, CustodyAction>[];

export const CUSTODY_WORKFLOW = {
  entity: 'custody_document',
  states: DOCUMENT_STATUSES,
  actions: CUSTODY_ACTIONS,
  rules: CUSTODY_RULES,
} as const satisfies Workflow<DocumentStatus, CustodyAction>;
