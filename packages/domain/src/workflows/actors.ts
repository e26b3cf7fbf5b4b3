import type { Grant } from '../permissions.ts';
import { FUNDER_STAFF_ROLES, type Role } from '../roles.ts';

// Who is who in the transition tables. Funder groups follow spec §6; the company-side split into
// makers (prepare), approvers (confirm or reject) and signers is ours (docs/workflows.md).

const funder = (...roles: Role[]): Grant => ({ enterprises: ['FUNDER'], roles });

/** The three check levels of funder decisions (spec §6). */
export const FUNDER_OFFICER = funder('CREDIT_OFFICER');
export const FUNDER_SENIOR = funder('CA_SENIOR');
export const FUNDER_MANAGER = funder('CA_MANAGER');
/** Credit appraisal staff of any level. */
export const FUNDER_CA = funder('CREDIT_OFFICER', 'CA_SENIOR', 'CA_MANAGER');
/** Who approves on the funder's side: the credit manager and the administrators. */
export const FUNDER_APPROVERS = funder('MASTER', 'SUBMASTER', 'CA_MANAGER');
/** Relationship staff who own prospects and requests for clients. */
export const FUNDER_CRM = funder('MASTER', 'SUBMASTER', 'CRM_SENIOR', 'CRM');
/** Payments: the accountant pays, the accounting controller checks. */
export const FUNDER_ACCOUNTING = funder('ACC_CONTROLER', 'ACCOUNTANT');
/** Overdue and bad debt. */
export const FUNDER_COLLECTION = funder('MASTER', 'SUBMASTER', 'COLLECTION_MANAGER', 'COLLECTOR');
/** Write-off ends a claim: only the collection manager or the administrators. */
export const FUNDER_WRITE_OFF = funder('MASTER', 'SUBMASTER', 'COLLECTION_MANAGER');
/** Programme settings (promotions, KPI). */
export const FUNDER_PROGRAMME = funder('MASTER', 'SUBMASTER');
/**
 * Funder staff who may sign a document for the funder; the right to sign itself (allow_sign or a
 * signing role) is checked on top, so this list only keeps the read-only VIEWER out.
 */
export const FUNDER_STAFF = funder(...FUNDER_STAFF_ROLES);

const INDIVIDUALS: readonly Grant[] = [
  { enterprises: ['INDSUPPLIER'], roles: ['INDSUPPLIER'] },
  { enterprises: ['DOITAC_NCC'], roles: ['DOITAC_NCC'] },
];

/** Supplier users who prepare a request (a company's inputter too; an individual does everything). */
export const SUPPLIER_MAKERS: readonly Grant[] = [
  { enterprises: ['SUPPLIER'], roles: ['MASTER', 'AUTHORIZER', 'CONTROLLER', 'INPUTTER'] },
  ...INDIVIDUALS,
];
/** Supplier users who confirm or reject for the company (not the inputter: maker-checker). */
export const SUPPLIER_APPROVERS: readonly Grant[] = [
  { enterprises: ['SUPPLIER'], roles: ['MASTER', 'AUTHORIZER', 'CONTROLLER'] },
  ...INDIVIDUALS,
];
/** A supplier company's users; the right to sign is checked on top. */
export const SUPPLIER_COMPANY: readonly Grant[] = [
  { enterprises: ['SUPPLIER'], roles: ['MASTER', 'AUTHORIZER', 'CONTROLLER', 'INPUTTER'] },
];
/** Individual suppliers (entity types 6 and 7 select the individual flow, spec §5). */
export const SUPPLIER_INDIVIDUALS: readonly Grant[] = INDIVIDUALS;
/** Every user of a supplier, company or individual: routes on its own records (the company scope keeps it to them). */
export const SUPPLIER_SELF: Grant = { enterprises: ['SUPPLIER', 'INDSUPPLIER', 'DOITAC_NCC'] };

/** Buyer users; the right to sign is checked on top where a signature is needed. */
export const BUYER_USERS: readonly Grant[] = [
  {
    enterprises: ['BUYER'],
    roles: ['MASTER', 'AUTHORIZER', 'BUYER_CONTROL', 'BUYER', 'CONTROLLER', 'INPUTTER'],
  },
];
/** Buyer users who confirm or reject for the buyer (not the inputter). */
export const BUYER_APPROVERS: readonly Grant[] = [
  { enterprises: ['BUYER'], roles: ['MASTER', 'AUTHORIZER', 'BUYER_CONTROL', 'CONTROLLER'] },
];

/** Partner users (a DOITAC_NCC account is also a partner). */
export const PARTNER_USERS: readonly Grant[] = [
  { enterprises: ['PARTNER'], roles: ['MASTER', 'AUTHORIZER', 'PARTNER', 'CONTROLLER', 'INPUTTER'] },
  { enterprises: ['DOITAC_NCC'], roles: ['DOITAC_NCC'] },
];
/** Partner users who confirm or reject for the partner. */
export const PARTNER_APPROVERS: readonly Grant[] = [
  { enterprises: ['PARTNER'], roles: ['MASTER', 'AUTHORIZER', 'PARTNER', 'CONTROLLER'] },
  { enterprises: ['DOITAC_NCC'], roles: ['DOITAC_NCC'] },
];

/** The clients of a contract: whoever signs as the counterparty of the funder. */
export const CONTRACT_CLIENTS: readonly Grant[] = [
  ...BUYER_USERS,
  ...SUPPLIER_COMPANY,
  ...SUPPLIER_INDIVIDUALS,
  { enterprises: ['PARTNER'], roles: ['MASTER', 'AUTHORIZER', 'PARTNER', 'CONTROLLER', 'INPUTTER'] },
];
/** The clients' users who may reject a contract (not the inputter). */
export const CONTRACT_CLIENT_APPROVERS: readonly Grant[] = [
  ...BUYER_APPROVERS,
  ...SUPPLIER_APPROVERS,
  { enterprises: ['PARTNER'], roles: ['MASTER', 'AUTHORIZER', 'PARTNER', 'CONTROLLER'] },
];

/**
 * Roles that may sign without the allow_sign flag. Spec §6: "master, manager, authorizer and two
 * other roles (not shown which)"; the two are the individual accounts, who can only sign for
 * themselves.
 */
export const SIGNING_ROLES: readonly Role[] = [
  'MASTER',
  'CA_MANAGER',
  'AUTHORIZER',
  'INDSUPPLIER',
  'DOITAC_NCC',
];
