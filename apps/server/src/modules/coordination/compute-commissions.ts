import { referralCommissionOf } from '@arflow/domain/commission';
import { compareIso } from '@arflow/domain/dates';
import { commissionAccrualLines } from '@arflow/domain/journal';
import { isPaymentType } from '@arflow/domain/payment-periods';
import { COMMISSION_PAYMENT_WORKFLOW } from '@arflow/domain/workflows/commission-payment';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { insertWithTransition } from '../../platform/db/transition.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { refAppendices, refAppendixPartners } from '../appendices/appendices.tables.ts';
import { postEntry } from '../journal/index.ts';
import { firstPayments } from '../payments/payments.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import { selectCommissions, toCommissionItem } from './commission.query.ts';
import { referralCommissions } from './coordination.tables.ts';
import { requireFlag } from './flags.ts';

/** The day a transaction's advance is counted to: its receivables' latest counted-to (else due) date. */
const countedTo = sql<string>`(
  SELECT max(coalesce(${transactionReceivables.counted_to}, ${receivables.maturity_date}))::text
  FROM ${transactionReceivables}
  JOIN ${receivables} ON ${receivables.id} = ${transactionReceivables.ar_id}
  WHERE ${transactionReceivables.trans_id} = ${transactions.id})`;

/**
 * Computes the commissions not computed yet (decision 0097): for each complete appendix whose
 * commission is active (status 6, commission 3), each transaction of a company it refers (as
 * supplier or buyer) that the funder paid early, the commission by the appendix's basis and rate
 * (commission.ts: a yearly rate by days on the advance from the payment to the counted-to date,
 * or a share of the discount), unsettled, its accrual booked. Runs one at a time.
 */
export async function computeCommissions(db: Db, ctx: RequestContext, partnerId?: number) {
  requireFlag(requireActor(ctx), 'allow_create_payment_notice');
  const ids = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('referral_commissions'))`);
    const due = await tx
      .select({
        appendix: refAppendices,
        referred_id: refAppendixPartners.enterprise_id,
        trans_id: transactions.id,
        trans_code: transactions.trans_code,
        funded: transactions.total_advance,
        discount: transactions.total_discount,
        paid_on: firstPayments.payment_date,
        counted_to: countedTo,
      })
      .from(refAppendixPartners)
      .innerJoin(refAppendices, eq(refAppendices.id, refAppendixPartners.appendix_id))
      .innerJoin(
        transactions,
        or(
          eq(transactions.ent_id, refAppendixPartners.enterprise_id),
          eq(transactions.buy_id, refAppendixPartners.enterprise_id),
        ),
      )
      .innerJoin(firstPayments, eq(firstPayments.trans_id, transactions.id))
      .leftJoin(
        referralCommissions,
        and(
          eq(referralCommissions.appendix_id, refAppendices.id),
          eq(referralCommissions.trans_id, transactions.id),
        ),
      )
      .where(
        and(
          eq(refAppendices.status, 6),
          eq(refAppendices.commission_status, 3),
          isNull(referralCommissions.id),
          partnerId === undefined ? undefined : eq(refAppendices.ent_id, partnerId),
        ),
      )
      .orderBy(refAppendices.id, transactions.id);
    const made: number[] = [];
    // A company referred as both the supplier and the buyer of one transaction earns it once.
    const seen = new Set<string>();
    for (const d of due) {
      const pair = `${d.appendix.id}:${d.trans_id}`;
      if (seen.has(pair)) continue;
      seen.add(pair);
      // A counted-to date before the payment counts no day.
      const to = d.counted_to && compareIso(d.counted_to, d.paid_on) > 0 ? d.counted_to : d.paid_on;
      const paymentType = isPaymentType(d.appendix.payment_type) ? d.appendix.payment_type : undefined;
      const amount = referralCommissionOf({
        basis: d.appendix.commission_basis,
        rate: d.appendix.commission_rate,
        fundedAmount: d.funded,
        discount: d.discount,
        from: d.paid_on,
        to,
        paymentType,
      });
      const row = await insertWithTransition(tx, ctx, {
        table: referralCommissions,
        workflow: COMMISSION_PAYMENT_WORKFLOW,
        action: 'create',
        values: {
          ent_id: d.appendix.ent_id,
          appendix_id: d.appendix.id,
          referred_id: d.referred_id,
          trans_id: d.trans_id,
          trans_code: d.trans_code,
          basis: d.appendix.commission_basis,
          rate: d.appendix.commission_rate,
          payment_type: d.appendix.payment_type,
          funded_amount: d.funded,
          discount: d.discount,
          from_date: d.paid_on,
          to_date: to,
          amount,
        },
      });
      await postEntry(tx, {
        kind: 'commission_accrual',
        business_date: ctx.clock.today(),
        lines: commissionAccrualLines(amount, 0),
        memo: `referral commission ${row.id}`,
        idempotency_key: `referral-commission/${row.id}/accrual`,
        created_by: ctx.actor?.id ?? null,
        now: ctx.clock.now(),
      });
      made.push(row.id);
    }
    return made;
  });
  if (ids.length === 0) return { data: [] };
  const rows = await selectCommissions(db)
    .where(inArray(referralCommissions.id, ids))
    .orderBy(referralCommissions.id);
  return { data: rows.map(toCommissionItem) };
}
