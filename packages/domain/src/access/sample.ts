import { type Access, COMPANY_USERS, FUNDER_STAFF_EXCEPT_VIEWER } from '../permissions.ts';

/**
 * Who may call the sample module's routes: the module declares its own permissions here, next
 * to nothing else, so adding a module edits no central table. Reads are public (spec §2 lists
 * the sample screens as public); writes belong to funder staff (every company's samples) and to
 * any company user for its own company's (docs/decisions.md "Sample ownership and scoping").
 */
export const SAMPLE_ACCESS = {
  read: 'public',
  write: [FUNDER_STAFF_EXCEPT_VIEWER, COMPANY_USERS],
} as const satisfies Record<string, Access>;
