import { type Access, anyOf, MENU_ACCESS } from '../permissions.ts';
import { PARTNER_APPROVERS } from '../workflows/actors.ts';
import { NOTICE_WRITERS } from '../workflows/partner-notice.ts';

/** Partner companies and the combined DOITAC_NCC account, each on its own records. */
const PARTNER_SELF = { enterprises: ['PARTNER', 'DOITAC_NCC'] } as const;

/** Who may call the coordination routes (spec §6 "Payment, partner payment", "Partner setup"). */
export const COORDINATION_ACCESS = {
  /** A partner's own programmes and notices, and the funder's partner-payment staff. */
  read: anyOf([PARTNER_SELF], MENU_ACCESS.partnerPayment),
  /** The funder's partner-payment lists. */
  funder: MENU_ACCESS.partnerPayment,
  /** Creating, disbursing and withdrawing notices (the allow_create_* flags are checked on top). */
  write: NOTICE_WRITERS,
  /** A partner answering a notice. */
  answer: PARTNER_APPROVERS,
  /** The manual notice of a programme's transaction structure. */
  setup: MENU_ACCESS.partnerSetup,
} as const satisfies Record<string, Access>;
