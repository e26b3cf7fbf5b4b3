import { type AnyColumn, and, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { buyerCreditSetups } from './credit-buyer.tables.ts';

/**
 * The activated versions of one buyer's programme (of every buyer's without `buyerId`; `buyerId`
 * may be an outer query's buyer column, as the credit list's "programme in force" filter). The
 * newest activation among them is the version in force (docs/finance.md §6).
 */
export const activatedProgramme = (buyerId?: number | AnyColumn) =>
  and(
    buyerId === undefined ? undefined : eq(buyerCreditSetups.ent_id, buyerId),
    eq(buyerCreditSetups.status, 'ACTIVATED'),
    isNotNull(buyerCreditSetups.activated_at),
  );

/** Newest activation first (the id breaks a tie): the first activated version is the one in force. */
export const newestActivation = [desc(buyerCreditSetups.activated_at), desc(buyerCreditSetups.id)] as const;

/**
 * The buyer's programme in force as the request terms, buyer-funded trades and homes read it: its
 * latest activated version's row, or undefined. Expiry is the caller's (credit-setup.query.ts
 * `programmeInForce` refuses an expired one for supplier credits).
 */
export async function latestActivatedSetup(db: DbOrTx, buyerId: number) {
  const [row] = await db
    .select()
    .from(buyerCreditSetups)
    .where(activatedProgramme(buyerId))
    .orderBy(...newestActivation)
    .limit(1);
  return row;
}
