import { type Access, COMPANY_USERS, FUNDER_STAFF_EXCEPT_VIEWER } from '../permissions.ts';

/**
 * Who may call the platform file routes. Any company user stores files for its own company and
 * downloads its own company's; funder staff download every company's (they review them) and
 * store files unless they only view. Which stored files a caller sees is decided by scope in
 * the query (docs/decisions.md "File store").
 */
export const FILES_ACCESS = {
  upload: [FUNDER_STAFF_EXCEPT_VIEWER, COMPANY_USERS],
  download: 'authenticated',
} as const satisfies Record<string, Access>;
