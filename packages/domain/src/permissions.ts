import type { EnterpriseCode } from './enterprises.ts';
import type { Role } from './roles.ts';
import type { Actor } from './session.ts';

/**
 * Who may use a screen, a menu entry or an API route.
 * - 'public': anyone, signed in or not;
 * - 'authenticated': any signed-in user of any enterprise type;
 * - a list of grants: a signed-in user matching at least one grant (enterprise type, and role
 *   when the grant lists roles).
 */
export type Access = 'public' | 'authenticated' | readonly Grant[];
export interface Grant {
  enterprises: readonly EnterpriseCode[];
  roles?: readonly Role[];
}

export function allows(access: Access, actor: Actor | null | undefined): boolean {
  if (access === 'public') return true;
  if (!actor) return false;
  if (access === 'authenticated') return true;
  return access.some(
    (g) => g.enterprises.includes(actor.enterprise_code) && (!g.roles || g.roles.includes(actor.role_id)),
  );
}

// The PERMISSIONS table (every menu entry and every API route → Access) is below.

const FUNDER_STAFF_EXCEPT_VIEWER: Grant = {
  enterprises: ['FUNDER'],
  roles: [
    'MASTER',
    'SUBMASTER',
    'CRM_SENIOR',
    'CRM',
    'CA_MANAGER',
    'CA_SENIOR',
    'CREDIT_OFFICER',
    'ACC_CONTROLER',
    'ACCOUNTANT',
    'COLLECTION_MANAGER',
    'COLLECTOR',
  ],
};

/**
 * Permissions of API routes, by name. Every server route declares one of these next to its path
 * (`config: { access: API_ACCESS['sample.write'] }`); a test fails on a route without one.
 */
export const API_ACCESS = {
  public: 'public',
  self: 'authenticated',
  'sample.read': 'public',
  'sample.write': [FUNDER_STAFF_EXCEPT_VIEWER],
} as const satisfies Record<string, Access>;
export type ApiAccessKey = keyof typeof API_ACCESS;
