import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { buyerCreditSetups } from '../credit-buyer/credit-buyer.tables.ts';

/**
 * Runs `check` while the buyer's programme in force reads as expired (issue 20 item 2), then gives
 * the programme its expiry date back whatever `check` did.
 */
export async function whileProgrammeExpired(
  db: Db,
  buyId: number,
  check: () => Promise<void>,
): Promise<void> {
  const inForce = and(eq(buyerCreditSetups.ent_id, buyId), eq(buyerCreditSetups.status, 'ACTIVATED'));
  const [programme] = await db
    .select({ expiry: buyerCreditSetups.expiry_date })
    .from(buyerCreditSetups)
    .where(inForce);
  await db.update(buyerCreditSetups).set({ expiry_date: '2020-01-01' }).where(inForce);
  try {
    await check();
  } finally {
    await db.update(buyerCreditSetups).set({ expiry_date: programme!.expiry }).where(inForce);
  }
}
