import { compareIso } from '@arflow/domain/dates';
import { PARTNER_NOTICE_WORKFLOW } from '@arflow/domain/workflows/partner-notice';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { insertWithTransition } from '../../platform/db/transition.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { partnerNotices } from './coordination.tables.ts';
import { programInForce } from './create-notice.ts';
import { requireFlag } from './flags.ts';
import { loadNotice } from './notice-detail.ts';

/**
 * A termination notice to a referral partner (spec §2 referral/TerminationNotice): the
 * cooperation of its referral programme in force ends on `endDate` (today or later), for the
 * reason given; it moves no money. One at a time awaits the partner's answer.
 */
export async function createTerminationNotice(
  db: Db,
  ctx: RequestContext,
  o: { partnerId: number; endDate: string; reason: string },
) {
  requireFlag(requireActor(ctx), 'allow_create_payment_notice');
  const today = ctx.clock.today();
  if (compareIso(o.endDate, today) < 0) throw fieldError('end_date', 'NOTICE_END_BEFORE_START');
  const id = await db.transaction(async (tx) => {
    // The partner row is locked: two termination notices for it serialise.
    const [partner] = await tx
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.id, o.partnerId))
      .for('update');
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    await programInForce(tx, o.partnerId, 'REFERRAL');
    const [open] = await tx
      .select({ id: partnerNotices.id })
      .from(partnerNotices)
      .where(
        and(
          eq(partnerNotices.ent_id, o.partnerId),
          eq(partnerNotices.kind, 'REFERRAL_TERMINATION'),
          eq(partnerNotices.status, 'CONFIRMING'),
        ),
      );
    if (open) throw new AppError('NOTICE_ALREADY_OPEN');
    const row = await insertWithTransition(tx, ctx, {
      table: partnerNotices,
      workflow: PARTNER_NOTICE_WORKFLOW,
      action: 'create',
      values: {
        ent_id: o.partnerId,
        kind: 'REFERRAL_TERMINATION',
        amount: 0,
        start_date: today,
        end_date: o.endDate,
        reason: o.reason,
      },
      payload: { partner_id: o.partnerId, end_date: o.endDate, reason: o.reason },
    });
    return row.id;
  });
  return loadNotice(db, requireActor(ctx), id);
}
