import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { promotionApplications } from './programme.tables.ts';
import { type PromotionInForce, promotionInForce } from './promotion.query.ts';

/**
 * A draft transaction takes the promotion in force for its supplier and buyer, if the supplier
 * has an application left (spec: maximum applications per supplier). The supplier's claims take
 * turns on an advisory lock, so parallel claims never exceed the maximum; the draft's earlier
 * claim is given back first, so pricing a draft again never counts it twice.
 */
export async function claimPromotion(
  tx: Tx,
  o: { supId: number; buyId: number; transId: number; now: Date },
): Promise<PromotionInForce | null> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('arflow-promotion-claim'), ${o.supId})`);
  await releasePromotion(tx, o.transId);
  const promotion = await promotionInForce(tx, o);
  if (promotion)
    await tx.insert(promotionApplications).values({
      promotion_id: promotion.id,
      sup_id: o.supId,
      buy_id: o.buyId,
      trans_id: o.transId,
      created_at: o.now,
    });
  return promotion;
}

/** A deleted draft gives its promotion application back. */
export async function releasePromotion(tx: Tx, transId: number): Promise<void> {
  await tx.delete(promotionApplications).where(eq(promotionApplications.trans_id, transId));
}
