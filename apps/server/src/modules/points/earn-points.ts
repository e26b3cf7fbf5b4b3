import { pointsEarned } from '@arflow/domain/points';
import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { DailyStep } from '../../platform/jobs/daily-steps.ts';
import { settlementPayments } from '../payments/payments.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { pointMovements, pointSettings } from './points.tables.ts';

/**
 * Award the points of every settlement payment made by `date` that has none yet (decision 0100):
 * each under the setting in force on its payment date, by `pointsEarned` (on time only). The
 * ledger's unique (kind, source) index makes a second run, or a concurrent one, award nothing.
 */
export async function earnPoints(tx: Tx, date: string, now: Date): Promise<number> {
  const settings = await tx
    .select({ from: pointSettings.effective_from, vnd: pointSettings.vnd_per_point })
    .from(pointSettings)
    .orderBy(desc(pointSettings.effective_from), desc(pointSettings.id));
  if (settings.length === 0) return 0;
  const payments = await tx
    .select({
      id: settlementPayments.id,
      buy_id: receivables.buy_id,
      amount: settlementPayments.amount,
      payment_date: settlementPayments.payment_date,
      maturity_date: receivables.maturity_date,
      inv_no: receivables.inv_no,
    })
    .from(settlementPayments)
    .innerJoin(receivables, eq(receivables.id, settlementPayments.ar_id))
    .leftJoin(
      pointMovements,
      and(eq(pointMovements.kind, 'EARN'), eq(pointMovements.source_id, settlementPayments.id)),
    )
    .where(
      and(
        lte(settlementPayments.payment_date, date),
        // A late payment earns nothing: not worth reading again at every close.
        lte(settlementPayments.payment_date, receivables.maturity_date),
        isNull(pointMovements.id),
      ),
    )
    .orderBy(asc(settlementPayments.id));
  const rows = payments.flatMap((p) => {
    const setting = settings.find((s) => s.from <= p.payment_date);
    const points = setting
      ? pointsEarned({
          amount: p.amount,
          paymentDate: p.payment_date,
          maturityDate: p.maturity_date,
          vndPerPoint: setting.vnd,
        })
      : 0;
    return points > 0
      ? [
          {
            ent_id: p.buy_id,
            kind: 'EARN' as const,
            points,
            source_id: p.id,
            note: p.inv_no,
            created_at: now,
          },
        ]
      : [];
  });
  if (rows.length > 0) await tx.insert(pointMovements).values(rows).onConflictDoNothing();
  return rows.length;
}

export const earnPointsStep: DailyStep = {
  name: 'points earned on settlements',
  async run(ctx) {
    await earnPoints(ctx.tx, ctx.businessDate, ctx.clock.now());
  },
};
