import {
  additionalPayment,
  adjustmentWhatIf,
  dateRevision,
  referralCommission,
} from '@arflow/domain/adjustment';
import type { CalculateBody, CalculateResult } from '@arflow/domain/api/transaction-change';
import { msg } from '@arflow/domain/validation';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import { pricedReceivables } from '../transactions/index.ts';

const missing = (field: string) => new AppError('VALIDATION', { fields: { [field]: [msg('required')] } });

/**
 * POST /transaction-change/{id}/calculate: the recalculation of one receivable of the
 * transaction under an adjustment, with the referral commission and the what-if per payout
 * date (docs/finance.md §10). Writes nothing.
 */
export async function calculateChange(o: {
  db: DbOrTx;
  id: number;
  body: CalculateBody;
}): Promise<CalculateResult> {
  const { body } = o;
  const ar = (await pricedReceivables(o.db, o.id)).find((r) => r.ar_id === body.ar_id);
  if (!ar) throw new AppError('NOT_FOUND');
  const rate = body.discount_rate ?? ar.discount_rate;
  // The days run to the next working day when a maturity falls on a day off (docs/finance.md §3).
  const holidays = await loadHolidays(o.db);
  const whatIf = (paymentRatio: number, maturityDate: string) =>
    adjustmentWhatIf(
      {
        arAmount: ar.ar_amount,
        paymentRatio,
        discountRate: rate,
        platformRate: ar.platform_rate,
        paymentDate: ar.requested_date,
        maturityDate,
      },
      body.what_if_dates ?? [],
      holidays,
    ).map((w) => ({ payment_date: w.paymentDate, days: w.days, net: w.net, apr: w.apr }));

  if (body.kind === 'ADDITIONAL_PAYMENT') {
    if (body.new_ratio === undefined) throw missing('new_ratio');
    if (body.payment_date === undefined) throw missing('payment_date');
    if (body.new_ratio < ar.payment_ratio)
      throw new AppError('VALIDATION', {
        fields: { new_ratio: [msg('min_value', { min: ar.payment_ratio })] },
      });
    const r = additionalPayment(
      {
        arAmount: ar.ar_amount,
        oldRatio: ar.payment_ratio,
        newRatio: body.new_ratio,
        discountRate: rate,
        platformRate: ar.platform_rate,
        paymentDate: body.payment_date,
        maturityDate: ar.maturity_date,
      },
      holidays,
    );
    return {
      kind: body.kind,
      ar_id: ar.ar_id,
      ar_amount: ar.ar_amount,
      advance_ratio: body.new_ratio,
      discount_rate: rate,
      days: r.days,
      old_advance: r.oldAdvance,
      new_advance: r.newAdvance,
      amount: r.additional,
      discount: r.discount,
      platform_fee: r.platformFee,
      net_payout: r.netPayout,
      settlement: r.residual,
      residual: r.residual,
      commission: referralCommission(r.discount, body.commission_rate ?? 0),
      what_if: whatIf(body.new_ratio, ar.maturity_date),
    };
  }
  if (body.new_maturity === undefined) throw missing('new_maturity');
  const r = dateRevision({
    arAmount: ar.ar_amount,
    advance: ar.advance,
    discountRate: rate,
    oldMaturity: ar.maturity_date,
    newMaturity: body.new_maturity,
  });
  return {
    kind: body.kind,
    ar_id: ar.ar_id,
    ar_amount: ar.ar_amount,
    advance_ratio: ar.payment_ratio,
    discount_rate: rate,
    days: r.extraDays,
    old_advance: ar.advance,
    new_advance: ar.advance,
    amount: r.discountChange,
    discount: r.discountChange,
    platform_fee: 0,
    net_payout: 0,
    settlement: r.settlement,
    residual: ar.residual,
    commission: referralCommission(r.discountChange, body.commission_rate ?? 0),
    what_if: whatIf(ar.payment_ratio, body.new_maturity),
  };
}
