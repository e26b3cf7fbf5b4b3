import { LENDING_PACK_STATUSES, type LendingPackStatus } from '../statuses/lending-pack.ts';
import { FUNDER_PROGRAMME } from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const LENDING_PACK_ACTIONS = ['create', 'update', 'activate', 'close'] as const;
export type LendingPackAction = (typeof LENDING_PACK_ACTIONS)[number];

/**
 * A lending pack's life (decision 0108). Its terms, partners and ratings change only while it is
 * a draft (each change an `update`): suppliers are quoted from an active pack's terms. Activating
 * needs a partner and a rating (the server's check); a draft given up is closed too.
 */
export const LENDING_PACK_RULES = [
  { action: 'create', from: [null], to: 'DRAFT', by: [FUNDER_PROGRAMME] },
  { action: 'update', from: ['DRAFT'], to: 'DRAFT', by: [FUNDER_PROGRAMME] },
  { action: 'activate', from: ['DRAFT'], to: 'ACTIVE', by: [FUNDER_PROGRAMME] },
  { action: 'close', from: ['DRAFT', 'ACTIVE'], to: 'CLOSED', by: [FUNDER_PROGRAMME] },
] as const satisfies readonly TransitionRule<LendingPackStatus, LendingPackAction>[];

export const LENDING_PACK_WORKFLOW = {
  entity: 'lending_pack',
  states: LENDING_PACK_STATUSES,
  actions: LENDING_PACK_ACTIONS,
  rules: LENDING_PACK_RULES,
} as const satisfies Workflow<LendingPackStatus, LendingPackAction>;
