import { type Access, MENU_ACCESS } from '../permissions.ts';

/**
 * The integration log sits with payments: the accounting roles and the administrators read it
 * (the viewer too, as the payment menu allows); a send by hand is theirs but the viewer's.
 */
export const INTEGRATION_ACCESS = {
  read: MENU_ACCESS.payment,
  send: [{ enterprises: ['FUNDER'], roles: ['MASTER', 'SUBMASTER', 'ACC_CONTROLER', 'ACCOUNTANT'] }],
} as const satisfies Record<string, Access>;
