import { type Access, type Grant, MENU_ACCESS } from '../permissions.ts';
import { FUNDER_ROLES } from '../roles.ts';

/**
 * Funder staff who manage clients and partners (spec §6 "Client, partner, credit and partner
 * setup: all except ACC_CONTROLER and ACCOUNTANT"), without the read-only VIEWER: they create
 * and edit companies, their banks, reports and notes.
 */
export const CLIENT_EDITORS: Grant = {
  enterprises: ['FUNDER'],
  roles: FUNDER_ROLES.filter((r) => r !== 'ACC_CONTROLER' && r !== 'ACCOUNTANT' && r !== 'VIEWER'),
};
/** Who reads client companies: the Client menu's roles (VIEWER included). */
export const CLIENT_READERS: Access = MENU_ACCESS.client;
/** Who reads partners: the Partner menu's roles. */
export const PARTNER_READERS: Access = MENU_ACCESS.partner;
/**
 * Who sets a supplier's total limit: the credit approvers (spec §5 "total limit within allowed
 * range"); relationship staff propose, they do not set limits.
 */
export const LIMIT_SETTERS: Grant = { enterprises: ['FUNDER'], roles: ['MASTER', 'SUBMASTER', 'CA_MANAGER'] };
