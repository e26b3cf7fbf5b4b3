import type { Access } from '../permissions.ts';
import { BUYER_APPROVERS, BUYER_USERS } from '../workflows/actors.ts';

/**
 * Who may call the buyer-transactions routes: a buyer's users read their own company's
 * transactions and file funding documents; only its approvers confirm, reject, approve funding
 * and confirm a disbursement (the buyer-confirmation workflow's own grants, so a user the route
 * lets in is never refused by the transition table for who they are).
 */
export const BUYER_TRANSACTIONS_ACCESS = {
  read: BUYER_USERS,
  upload: BUYER_USERS,
  decide: BUYER_APPROVERS,
  /** The buyer's statistics (spec §7 "Buyer statistics"): its own receivables and transactions. */
  statistics: BUYER_USERS,
} as const satisfies Record<string, Access>;
