import { CLIENT_EDITORS } from '../access/clients.ts';
import { FUNDER_ADMINS, SUPPLIER_ADMINS } from '../access/users.ts';
import { SENIOR_ROLES } from '../members.ts';
import { USER_STATUSES, type UserStatus } from '../statuses/user.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const USER_ACTIONS = ['create', 'update', 'invite', 'accept', 'activate', 'deactivate'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

const ADMINS = [FUNDER_ADMINS, SUPPLIER_ADMINS];
/** Who adds, edits and re-invites members: the admins and the funder's client editors (client companies only, the use-case's scope). */
const EDITORS = [...ADMINS, CLIENT_EDITORS];
const SENIORS = { enterprises: ['FUNDER'], roles: SENIOR_ROLES } as const;

/**
 * A member's account (spec §4 users: activated or deactivated by toggle; an e-mail invite sets
 * invited). A member is added as INVITED (the invitation e-mail goes out with the add); the
 * invitee's acceptance activates it; the toggle moves between ACTIVATED and DEACTIVATED, and
 * an invitation can be withdrawn by deactivating. Which member an admin or senior may touch
 * (own company, subordinate role) is the use-case's scope; the §6 restrictions are checked there.
 */
export const USER_RULES = [
  { action: 'create', from: [null], to: 'INVITED', by: EDITORS },
  ...USER_STATUSES.map((s) => ({ action: 'update' as const, from: [s], to: s, by: EDITORS })),
  { action: 'invite', from: ['INVITED'], to: 'INVITED', by: EDITORS },
  { action: 'accept', from: ['INVITED'], to: 'ACTIVATED', by: 'system' },
  { action: 'activate', from: ['DEACTIVATED'], to: 'ACTIVATED', by: [...ADMINS, SENIORS] },
  { action: 'deactivate', from: ['ACTIVATED', 'INVITED'], to: 'DEACTIVATED', by: ADMINS },
] as const satisfies readonly TransitionRule<UserStatus, UserAction>[];

export const USER_WORKFLOW = {
  entity: 'user',
  states: USER_STATUSES,
  actions: USER_ACTIONS,
  rules: USER_RULES,
} as const satisfies Workflow<UserStatus, UserAction>;
