import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { latestActivatedSetup } from '../credit-buyer/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { buyerFundingRequests } from './buyer-transactions.tables.ts';

/**
 * Under transaction structure 2 the buyer funds its suppliers' early payment from its funding
 * limit (docs/decisions.md "Buyer transactions"); under structure 1 the funder does, and no
 * request is opened.
 */
export const BUYER_FUNDED_STRUCTURE = 2;

/**
 * Open the buyer's funding request of a transaction that reached WAITING_FUNDER_CONFIRM, in the
 * caller's transaction (the funder's approval calls it): when the buyer's programme in force is
 * of the buyer-funded structure, a request for the transaction's total advance. Opening twice
 * opens one (unique per transaction). Answers the request's id, or null when the buyer does not
 * fund this transaction.
 */
export async function openFundingRequest(tx: DbOrTx, transactionId: number): Promise<number | null> {
  const [trans] = await tx
    .select({ buy_id: transactions.buy_id, total_advance: transactions.total_advance })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  if (!trans) return null;
  const programme = await latestActivatedSetup(tx, trans.buy_id);
  if (programme?.transaction_structure !== BUYER_FUNDED_STRUCTURE) return null;
  return insertFundingRequest(tx, transactionId, trans.buy_id, trans.total_advance);
}

/** The request row itself (also the demo's, whose buyer's programme is not in force yet). */
export async function insertFundingRequest(
  tx: DbOrTx,
  transactionId: number,
  buyerId: number,
  amount: number,
): Promise<number | null> {
  await tx
    .insert(buyerFundingRequests)
    .values({ trans_id: transactionId, ent_id: buyerId, amount, opened_at: sql`now()` })
    .onConflictDoNothing({ target: buyerFundingRequests.trans_id });
  const [row] = await tx
    .select({ id: buyerFundingRequests.id })
    .from(buyerFundingRequests)
    .where(eq(buyerFundingRequests.trans_id, transactionId));
  return row?.id ?? null;
}
