import { type Access, anyOf, MENU_ACCESS } from '../permissions.ts';
import {
  FUNDER_APPROVERS,
  FUNDER_CA,
  FUNDER_CRM,
  FUNDER_STAFF,
  PARTNER_APPROVERS,
  PARTNER_USERS,
} from '../workflows/actors.ts';
import { COMMISSION_SETTERS } from '../workflows/commission.ts';
import { PARTNER_READERS } from './clients.ts';

/** Partner companies and the combined DOITAC_NCC account, on their own appendices. */
const PARTNER_SELF: Access = [{ enterprises: ['PARTNER', 'DOITAC_NCC'] }];

/**
 * Who may call the appendix routes: the routes let in every role some rule of the appendix
 * workflow names for that step; the workflow then decides by status and role, and signing by
 * the right to sign (spec §6 "only authorized users sign or approve").
 */
export const APPENDICES_ACCESS = {
  /** Partner staff, the commission staff (who set commissions up) and the partner itself. */
  read: anyOf(PARTNER_READERS, PARTNER_SELF, [COMMISSION_SETTERS]),
  /** The referral partners to pick from: funder partner staff. */
  partners: PARTNER_READERS,
  request: [...PARTNER_APPROVERS, FUNDER_CRM],
  generate: [FUNDER_CRM, FUNDER_CA],
  reject: [FUNDER_APPROVERS, ...PARTNER_APPROVERS],
  confirm: [FUNDER_APPROVERS],
  upload: [...PARTNER_USERS, FUNDER_STAFF],
  sign: [...PARTNER_USERS, FUNDER_STAFF],
  commission: [COMMISSION_SETTERS],
  /** The funder's referral-coordination screen (spec §6 partner payment). */
  funderScreen: MENU_ACCESS.partnerPayment,
} as const satisfies Record<string, Access>;
