import type { EnterpriseCode } from './enterprises.ts';
import { FUNDER_ROLES, type Role } from './roles.ts';
import { type Text, text } from './text.ts';

/**
 * Department types of the funder's organisation (spec §3 department type_id; the values are not
 * shown): one per role pick-list of spec §6, so a member's department matches their role.
 */
export const DEPARTMENT_TYPES = [1, 2, 3, 4, 5] as const;
export type DepartmentType = (typeof DEPARTMENT_TYPES)[number];
export const DEPARTMENT_TYPE_LABELS = {
  1: text('Quản trị', 'Administration'),
  2: text('Quan hệ khách hàng (CRM)', 'Customer relations (CRM)'),
  3: text('Thẩm định tín dụng (CA)', 'Credit appraisal (CA)'),
  4: text('Kế toán', 'Accounting'),
  5: text('Thu hồi nợ', 'Collection'),
} as const satisfies Record<DepartmentType, Text>;
/** Prefix of the code a new department gets (editable later; codes are unique). */
export const DEPARTMENT_CODE_PREFIX = {
  1: 'QT',
  2: 'CRM',
  3: 'CA',
  4: 'KT',
  5: 'THN',
} as const satisfies Record<DepartmentType, string>;

/**
 * Roles a member of each kind of company may be given. MASTER is never given (spec §6 "a master
 * account cannot be registered"); company roles follow the maker-checker reading of
 * docs/decisions.md (Statuses and workflows, Roles).
 */
export const MEMBER_ROLES: Record<EnterpriseCode, readonly Role[]> = {
  FUNDER: FUNDER_ROLES.filter((r) => r !== 'MASTER'),
  BUYER: ['AUTHORIZER', 'CONTROLLER', 'INPUTTER', 'BUYER_CONTROL', 'BUYER'],
  SUPPLIER: ['AUTHORIZER', 'CONTROLLER', 'INPUTTER'],
  INDSUPPLIER: ['INDSUPPLIER', 'CONTROLLER', 'INPUTTER'],
  PARTNER: ['PARTNER', 'AUTHORIZER', 'CONTROLLER', 'INPUTTER'],
  DOITAC_NCC: ['DOITAC_NCC', 'CONTROLLER', 'INPUTTER'],
};

/** Roles that work customers and therefore belong to a team (spec §6 "a CRM user needs a group"). */
export const GROUP_REQUIRED_ROLES: readonly Role[] = ['CRM_SENIOR', 'CRM'];
/** Roles the CRM team assignment hands buyers and suppliers to. */
export const CRM_ROLES: readonly Role[] = ['CRM_SENIOR', 'CRM'];
/** Roles of the credit-appraisal pool (CA assignment, screen part/ca-user). */
export const CA_ROLES: readonly Role[] = ['CA_MANAGER', 'CA_SENIOR', 'CREDIT_OFFICER'];

/**
 * Senior activation (GET /user/active-senior/{id}): the head of a line re-activates the members
 * of that line without the MASTER; each senior role and the roles below it.
 */
export const SENIOR_OF: Partial<Record<Role, readonly Role[]>> = {
  CRM_SENIOR: ['CRM'],
  CA_MANAGER: ['CA_SENIOR', 'CREDIT_OFFICER'],
  COLLECTION_MANAGER: ['COLLECTOR'],
  ACC_CONTROLER: ['ACCOUNTANT'],
};
export const SENIOR_ROLES = Object.keys(SENIOR_OF) as Role[];

/** How long an invitation link stays valid. */
export const INVITATION_TTL_HOURS = 72;
