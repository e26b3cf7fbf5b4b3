import { type Access, MENU_ACCESS } from '../permissions.ts';
import { FUNDER_COLLECTION, FUNDER_WRITE_OFF } from '../workflows/actors.ts';

/**
 * Debt collection: the collection menu's roles read it; a collection payment is recorded by the
 * collection staff or accounting (who may complete a collection, receivable workflow); only the
 * administrators and the collection manager write a bad debt off.
 */
export const COLLECTIONS_ACCESS = {
  read: MENU_ACCESS.collection,
  collect: [FUNDER_COLLECTION, { enterprises: ['FUNDER'], roles: ['ACC_CONTROLER', 'ACCOUNTANT'] }],
  writeOff: [FUNDER_WRITE_OFF],
} as const satisfies Record<string, Access>;
