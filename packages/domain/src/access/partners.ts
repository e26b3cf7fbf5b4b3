import { type Access, MENU_ACCESS } from '../permissions.ts';
import { CLIENT_EDITORS, PARTNER_READERS } from './clients.ts';

/** Partner companies and the combined DOITAC_NCC account. */
const PARTNER_SELF = { enterprises: ['PARTNER', 'DOITAC_NCC'] } as const;

/** Who may call the partners module's routes (spec §6 Partner and Partner setup menus). */
export const PARTNERS_ACCESS = {
  read: PARTNER_READERS,
  write: [CLIENT_EDITORS],
  setup: MENU_ACCESS.partnerSetup,
  /** A partner's own banks, reports and status: funder partner staff, or the partner itself. */
  readOwn: [...(PARTNER_READERS as readonly never[]), PARTNER_SELF],
} as const satisfies Record<string, Access>;
