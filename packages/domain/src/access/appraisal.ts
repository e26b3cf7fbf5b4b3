import type { Access } from '../permissions.ts';
import { CLIENT_READERS } from './clients.ts';

/**
 * Who reads the appraisal views (funder screens supplier/AssessmentItem and the buyer credit
 * setup's funder types): the funder's client and credit staff (spec §6 Client and credit menus).
 */
export const APPRAISAL_ACCESS = { read: CLIENT_READERS } as const satisfies Record<string, Access>;
