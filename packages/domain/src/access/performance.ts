import { type Access, anyOf, MENU_ACCESS } from '../permissions.ts';

/**
 * CRM commission, KPI and effective management (spec §2 internal, effective-management, profile;
 * §6): the commission to the four internal-settings roles, KPI settings to MASTER and SUBMASTER,
 * customer relation to MASTER and SUBMASTER, appraisal performance to the four efficiency roles,
 * and a staff member's own KPI follow-up and history to the CRM and CA roles §6 names.
 */
export const PERFORMANCE_ACCESS = {
  commission: MENU_ACCESS.internalCommission,
  kpi: MENU_ACCESS.internalKpi,
  customerRelation: MENU_ACCESS.efficiencyCustomerRelation,
  expertise: MENU_ACCESS.efficiencyExpertise,
  followKpi: anyOf(MENU_ACCESS.efficiencyFollowKpi, MENU_ACCESS.profileFollowKpi),
} as const satisfies Record<string, Access>;
