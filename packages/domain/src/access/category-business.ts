import { type Access, anyOf, MENU_ACCESS } from '../permissions.ts';
import { APPRAISAL_ACCESS } from './appraisal.ts';

/**
 * Who may use the industry credit rating (category-business). The definitions (industries,
 * parameters, rates, score items, bands) are the spec §6 "Credit rating" menu's: MASTER,
 * SUBMASTER, CA_MANAGER, who also score a supplier. A supplier's score is read, with the
 * definitions it is explained by, by whoever reads the AssessmentItem view it is shown in.
 */
export const CATEGORY_BUSINESS_ACCESS = {
  manage: MENU_ACCESS.creditRating,
  read: anyOf(MENU_ACCESS.creditRating, APPRAISAL_ACCESS.read),
  score: MENU_ACCESS.creditRating,
} as const satisfies Record<string, Access>;
