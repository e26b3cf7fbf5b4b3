import { type Access, FUNDER_STAFF_EXCEPT_VIEWER, MENU_ACCESS } from '../permissions.ts';

/**
 * Document custody (spec §2 document-storage, §6 "Document storage: all funder roles"): every
 * funder role reads the vault; every role but the read-only VIEWER records, imports, requests and
 * moves documents; handing out who may authorise a document's release is the administrators'
 * (decision 0093); the §9 thresholds are internal settings (spec §6 "Internal settings").
 */
export const CUSTODY_ACCESS = {
  read: MENU_ACCESS.documentStorage,
  write: [FUNDER_STAFF_EXCEPT_VIEWER],
  authority: [{ enterprises: ['FUNDER'], roles: ['MASTER', 'SUBMASTER'] }],
  thresholds: MENU_ACCESS.internalSettings,
} as const satisfies Record<string, Access>;
