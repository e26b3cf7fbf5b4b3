import type { Access } from '../permissions.ts';
import { MENU_ACCESS } from '../permissions.ts';

/** Who may call the reports routes (spec §6; decision 0080). */
export const REPORTS_ACCESS = {
  /** Report-management: MASTER, SUBMASTER and the two accounting roles. */
  reports: MENU_ACCESS.reports,
  /** The client-partner report: MASTER and SUBMASTER only. */
  clientPartner: MENU_ACCESS.reportClientPartner,
  /** /enterprise/statistic: the funder's summary information (history/trans, history/ar), every funder role. */
  enterprise: MENU_ACCESS.summaryInfo,
  /** /corporate and /person statistics: the funder's staff who see partners. */
  partner: MENU_ACCESS.partner,
} as const satisfies Record<string, Access>;
