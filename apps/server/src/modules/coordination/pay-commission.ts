import type { CommissionItem, NoticeItem } from '@arflow/domain/api/coordination';
import { commissionPaymentLines } from '@arflow/domain/journal';
import { COMMISSION_PAYMENT_WORKFLOW } from '@arflow/domain/workflows/commission-payment';
import { PARTNER_NOTICE_WORKFLOW } from '@arflow/domain/workflows/partner-notice';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { postEntry } from '../journal/index.ts';
import { answerOnce, once } from '../payments/idempotency.ts';
import { selectCommissions, toCommissionItem } from './commission.query.ts';
import { partnerNotices, referralCommissions } from './coordination.tables.ts';
import { requireFlag } from './flags.ts';
import { loadNotice } from './notice-detail.ts';

/**
 * POST /partner-payment/referral/commission/{id}/pay {amount}: the funder pays a referral
 * commission through the early payments' idempotent path (payments/idempotency.ts: the same
 * Idempotency-Key answers the first result, the money moves once). What is left settles it
 * (SETTLED), less pays it in part (FIRST_PAID); more is refused. In one transaction: the status
 * through COMMISSION_PAYMENT_WORKFLOW, the journal's commission payment (Dr commission_payable,
 * Cr cash) and the commission payment notice that tells the partner.
 */
export async function payCommission(
  db: Db,
  ctx: RequestContext,
  o: { id: number; amount: number; key: string | undefined },
): Promise<{ data: CommissionItem; notice: NoticeItem }> {
  const actor = requireActor(ctx);
  requireFlag(actor, 'allow_create_payment_notice');
  const request = `commission-payment:${o.id}:${o.amount}`;
  return answerOnce(() =>
    db.transaction((tx) =>
      once(tx, ctx, { key: o.key, request }, async () => {
        const [c] = await tx
          .select()
          .from(referralCommissions)
          .where(eq(referralCommissions.id, o.id))
          .for('update');
        if (!c) throw new AppError('NOT_FOUND');
        const left = c.amount - c.paid_amount;
        if (o.amount > left && left > 0) throw fieldError('amount', 'COMMISSION_OVERPAID');
        // A settled commission has nothing left: its table refuses the payment (TRANSITION_NOT_ALLOWED).
        await applyTransition(tx, ctx, {
          table: referralCommissions,
          workflow: COMMISSION_PAYMENT_WORKFLOW,
          action: o.amount >= left ? 'settle' : 'pay_part',
          id: o.id,
          set: { paid_amount: c.paid_amount + o.amount },
          payload: { amount: o.amount },
        });
        const notice = await insertWithTransition(tx, ctx, {
          table: partnerNotices,
          workflow: PARTNER_NOTICE_WORKFLOW,
          action: 'create',
          values: {
            ent_id: c.ent_id,
            kind: 'REFERRAL_PAYMENT',
            trans_id: c.trans_id,
            trans_code: c.trans_code,
            amount: o.amount,
            start_date: c.from_date,
            end_date: c.to_date,
          },
          payload: { commission_id: o.id },
        });
        // Keyed by the commission, not the notice: withdrawing the notice does not unpay it.
        await postEntry(tx, {
          kind: 'commission_payment',
          business_date: ctx.clock.today(),
          lines: commissionPaymentLines(o.amount),
          memo: `referral commission ${o.id} paid`,
          idempotency_key: `referral-commission/${o.id}/pay/${notice.id}`,
          created_by: actor.id,
          now: ctx.clock.now(),
        });
        const [row] = await selectCommissions(tx).where(eq(referralCommissions.id, o.id));
        return { data: toCommissionItem(row!), notice: (await loadNotice(tx, actor, notice.id)).data };
      }),
    ),
  );
}
