import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { buyerCreditSetups } from '../credit-buyer/credit-buyer.tables.ts';
import { latestActivatedId, programmeInForce } from '../credit-buyer/credit-setup.query.ts';
import { supplierCredits } from '../credit-supplier/credit-supplier.tables.ts';
import { transactions } from './transactions.tables.ts';

/**
 * Set the used amount of the supplier's credit in force on the buyer (APPROVED), when `guard`
 * holds; answers the rows changed. A revision confirmed while this waited on the old credit's
 * lock leaves the old row REPLACED and the new one invisible to this statement's snapshot, so a
 * miss is tried once more with a fresh snapshot: the draw or release lands on the revision
 * (which carried the old used amount over) instead of being refused or lost.
 */
async function onCreditInForce(
  tx: Tx,
  t: { ent_id: number; buy_id: number },
  used: SQL,
  guard?: SQL,
): Promise<number> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const rows = await tx
      .update(supplierCredits)
      .set({ used_limit: used })
      .where(
        and(
          eq(supplierCredits.ent_id, t.ent_id),
          eq(supplierCredits.buy_id, t.buy_id),
          eq(supplierCredits.status, 'APPROVED'),
          guard,
        ),
      )
      .returning({ id: supplierCredits.id });
    if (rows.length > 0) return rows.length;
  }
  return 0;
}

/**
 * A transaction's hold on the limits (docs/finance.md §6). Drawing adds its total advance to
 * the used amount of the buyer's limit in force (standard or early payment, `limit_kind`) and of
 * the supplier's approved credit on that buyer, each with one conditional UPDATE that only
 * succeeds while `used + amount <= total`: concurrent draws serialise on the rows and can never
 * overspend. `transactions.limit_drawn` records what was taken, so a release gives back exactly
 * that, once, whichever path (rejection, deletion, settlement) gets there first.
 *
 * Both run inside the caller's transaction: if either limit refuses, the whole action rolls back.
 * A draw needs the buyer's programme in force on `today` (`programmeInForce`): an expired or
 * never-activated programme stops new draws with BUYER_CREDIT_INVALID, whatever its limit says.
 */
export async function drawLimits(tx: Tx, transId: number, today: string): Promise<number> {
  const [t] = await tx
    .update(transactions)
    .set({ limit_drawn: sql`${transactions.total_advance}` })
    .where(sql`${transactions.id} = ${transId} AND ${transactions.limit_drawn} = 0`)
    .returning({
      amount: transactions.limit_drawn,
      ent_id: transactions.ent_id,
      buy_id: transactions.buy_id,
      limit_kind: transactions.limit_kind,
    });
  // Already drawn (a retried request): nothing more to take.
  if (!t || t.amount === 0) return 0;

  const usedCol = t.limit_kind === 'STANDARD' ? 'standard_used' : 'early_payment_used';
  const totalCol = t.limit_kind === 'STANDARD' ? 'standard_limit' : 'early_payment_limit';
  const programme = await programmeInForce(tx, t.buy_id, today);
  const buyer = await tx.execute(sql`
    UPDATE ${buyerCreditSetups} SET ${sql.identifier(usedCol)} = ${sql.identifier(usedCol)} + ${t.amount}
    WHERE id = ${programme} AND ${sql.identifier(usedCol)} + ${t.amount} <= ${sql.identifier(totalCol)}
    RETURNING id`);
  if (buyer.rows.length === 0) throw new AppError('OVER_LIMIT', { params: { limit: 'buyer' } });

  const supplier = await onCreditInForce(
    tx,
    t,
    sql`${supplierCredits.used_limit} + ${t.amount}`,
    sql`${supplierCredits.used_limit} + ${t.amount} <= ${supplierCredits.total_limit}`,
  );
  if (supplier === 0) throw new AppError('OVER_LIMIT', { params: { limit: 'supplier' } });
  return t.amount;
}

/**
 * Give back what the transaction holds (0 when it holds nothing), to the limits in force now:
 * the buyer's latest activated version and the supplier's approved credit, which carried over
 * what the versions they replaced had used (finance.md §6, revision). The used amounts never
 * go below 0.
 */
export async function releaseLimits(tx: Tx, transId: number): Promise<number> {
  const released = await tx.execute<{
    amount: string;
    ent_id: number;
    buy_id: number;
    limit_kind: string;
  }>(sql`
    UPDATE ${transactions} t SET limit_drawn = 0
    FROM (SELECT id, limit_drawn FROM ${transactions} WHERE id = ${transId} FOR UPDATE) old
    WHERE t.id = old.id AND old.limit_drawn > 0
    RETURNING old.limit_drawn::text AS amount, t.ent_id, t.buy_id, t.limit_kind`);
  const t = released.rows[0];
  if (!t) return 0;
  const amount = Number(t.amount);
  const usedCol = t.limit_kind === 'STANDARD' ? 'standard_used' : 'early_payment_used';
  const programme = await latestActivatedId(tx, t.buy_id);
  if (programme !== undefined)
    await tx.execute(sql`
      UPDATE ${buyerCreditSetups} SET ${sql.identifier(usedCol)} = greatest(0, ${sql.identifier(usedCol)} - ${amount})
      WHERE id = ${programme}`);
  await onCreditInForce(tx, t, sql`greatest(0, ${supplierCredits.used_limit} - ${amount})`);
  return amount;
}
