import type { NoticeKind } from '@arflow/domain/api/coordination';
import { compareIso } from '@arflow/domain/dates';
import { guaranteeFee } from '@arflow/domain/guarantee-fee';
import { fundingReturn } from '@arflow/domain/partner-share';
import { isPaymentType } from '@arflow/domain/payment-periods';
import { PARTNER_NOTICE_WORKFLOW } from '@arflow/domain/workflows/partner-notice';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { insertWithTransition } from '../../platform/db/transition.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { partnerNoticeArs, partnerNotices } from './coordination.tables.ts';
import { programInForce } from './create-notice.ts';
import { requireFlag } from './flags.ts';
import { bookNotice } from './notice-books.ts';
import { loadNotice } from './notice-detail.ts';

/** What each payment notice pays: the request it follows, in the state that makes it payable. */
const PAYS = {
  FUNDING_PAYMENT: { source: 'FUNDING_REQUEST', payable: 'APPLIED', coordination: 'FUNDING' },
  GUARANTEE_PAYMENT: { source: 'GUARANTEE_REQUEST', payable: 'DISBURSED', coordination: 'GUARANTEE' },
} as const;
export type PaymentNoticeKind = keyof typeof PAYS;

/**
 * A payment notice on a request (decision 0097): the funding partner's share paid back with its
 * return (partner-share.ts `fundingReturn`), or the guarantee partner's fee (guarantee-fee.ts),
 * each at the programme in force's rate and payment type, by days from the request's start to
 * `endDate` (the request's end by default). The notice copies the request's receivables and posts
 * its journal entries in the same transaction; a request is paid by one open notice at a time.
 */
export async function createPaymentNotice(
  db: Db,
  ctx: RequestContext,
  o: { kind: PaymentNoticeKind; sourceId: number; endDate?: string | undefined },
) {
  requireFlag(requireActor(ctx), 'allow_create_payment_notice');
  const pays = PAYS[o.kind];
  const id = await db.transaction(async (tx) => {
    // The request is locked: two payment notices for it serialise, the second sees the first.
    const [source] = await tx
      .select()
      .from(partnerNotices)
      .where(and(eq(partnerNotices.id, o.sourceId), eq(partnerNotices.kind, pays.source)))
      .for('update');
    if (!source) throw new AppError('NOT_FOUND');
    if (source.status !== pays.payable) throw new AppError('NOTICE_NOT_PAYABLE');
    const [open] = await tx
      .select({ id: partnerNotices.id })
      .from(partnerNotices)
      .where(
        and(
          eq(partnerNotices.source_id, source.id),
          sql`${partnerNotices.status} in ('CONFIRMING', 'APPLIED')`,
        ),
      );
    if (open) throw new AppError('NOTICE_ALREADY_OPEN');
    const end = o.endDate ?? source.end_date ?? source.start_date;
    if (compareIso(end, source.start_date) < 0) throw fieldError('end_date', 'NOTICE_END_BEFORE_START');
    const { program } = await programInForce(tx, source.ent_id, pays.coordination);
    const paymentType = isPaymentType(program.payment_type) ? program.payment_type : undefined;
    const charge =
      o.kind === 'FUNDING_PAYMENT'
        ? fundingReturn(source.amount, program.rate, source.start_date, end, paymentType).total
        : guaranteeFee({
            guaranteedAmount: source.amount,
            feeRatePerYear: program.rate,
            from: source.start_date,
            to: end,
            paymentType,
          }).total;
    const row = await insertWithTransition(tx, ctx, {
      table: partnerNotices,
      workflow: PARTNER_NOTICE_WORKFLOW,
      action: 'create',
      values: {
        ent_id: source.ent_id,
        kind: o.kind satisfies NoticeKind,
        trans_id: source.trans_id,
        trans_code: source.trans_code,
        amount: source.amount,
        charge,
        start_date: source.start_date,
        end_date: end,
        source_id: source.id,
      },
      payload: { notice_id: source.id, end_date: end },
    });
    const ars = await tx.select().from(partnerNoticeArs).where(eq(partnerNoticeArs.notice_id, source.id));
    if (ars.length > 0)
      await tx
        .insert(partnerNoticeArs)
        .values(ars.map(({ id: _id, ent_id: _e, ...a }) => ({ ...a, notice_id: row.id })));
    // The partner's funding reaches the funder's books when the funder settles with it: the
    // partner's confirmation runs in the partner's scope, which may not write the funder's journal.
    if (o.kind === 'FUNDING_PAYMENT') await bookNotice(tx, ctx, source);
    await bookNotice(tx, ctx, { id: row.id, kind: o.kind, amount: source.amount, charge });
    return row.id;
  });
  return loadNotice(db, requireActor(ctx), id);
}
