import type { CoordinationKind, NoticeKind } from '@arflow/domain/api/coordination';
import { guaranteeFee } from '@arflow/domain/guarantee-fee';
import { isPaymentType } from '@arflow/domain/payment-periods';
import { GUARANTEE_NOTICE_WORKFLOW, PARTNER_NOTICE_WORKFLOW } from '@arflow/domain/workflows/partner-notice';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { transactionFundingPartners } from '../funder-transactions/funder-transactions.tables.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { programsOf } from './coordination.query.ts';
import {
  partnerNoticeArs,
  partnerNotices,
  partnerPrograms,
  partnerStructures,
} from './coordination.tables.ts';
import { OPEN_NOTICE_STATUSES } from './find-funder-lists.ts';
import { requireFlag } from './flags.ts';
import { loadNotice } from './notice-detail.ts';
import { noticeParts } from './notice-parts.ts';

/** The partner's programme in force of a kind and its latest structure's share, or 422. */
export async function programInForce(tx: Tx, partnerId: number, kind: CoordinationKind) {
  const [row] = await tx
    .select({ program: partnerPrograms, share: partnerStructures.partner_share })
    .from(partnerPrograms)
    .innerJoin(partnerStructures, eq(partnerStructures.program_id, partnerPrograms.id))
    .where(and(programsOf(partnerId, kind), eq(partnerPrograms.status, 'ACTIVE')))
    .orderBy(desc(partnerStructures.version))
    .limit(1);
  if (!row) throw new AppError('PROGRAM_NOT_ACTIVE');
  return row;
}

/**
 * A request to a partner about one transaction: its receivables with the partner's part of each
 * advance (the structure's share, partner-share.ts), the notice's amount their sum, and `charge`
 * priced from them. One open request per transaction, partner and kind.
 */
async function createRequest(
  /** A transaction too: ChangeFundingNotice withdraws the old request and makes the new one in one. */
  db: DbOrTx,
  ctx: RequestContext,
  o: { transId: number; partnerId: number; kind: NoticeKind; coordination: CoordinationKind },
) {
  const notice = await db.transaction(async (tx) => {
    // The transaction row is locked: two requests for it serialise, the second sees the first.
    const [t] = await tx.select().from(transactions).where(eq(transactions.id, o.transId)).for('update');
    if (!t) throw new AppError('NOT_FOUND');
    if (['DRAFT', 'DOCUMENTS_UPLOADED', 'CONTRACTS_CONFIRMED', 'CANCELLED', 'REJECTED'].includes(t.status))
      throw new AppError('TRANSACTION_NOT_FUNDABLE');
    const { program, share } = await programInForce(tx, o.partnerId, o.coordination);
    const [open] = await tx
      .select({ id: partnerNotices.id })
      .from(partnerNotices)
      .where(
        and(
          eq(partnerNotices.trans_id, o.transId),
          eq(partnerNotices.ent_id, o.partnerId),
          eq(partnerNotices.kind, o.kind),
          inArray(partnerNotices.status, [...OPEN_NOTICE_STATUSES, 'APPLIED', 'DISBURSED']),
        ),
      )
      .limit(1);
    if (open) throw new AppError('NOTICE_ALREADY_OPEN');
    const parts = await noticeParts(tx, o.transId, share);
    if (parts.length === 0) throw new AppError('TRANSACTION_NOT_FUNDABLE');
    const amount = parts.reduce((s, a) => s + a.amount, 0);
    const start = t.transaction_date;
    // ISO dates sort as text: the latest due date, or the start when it is later.
    const end = [start, ...parts.map((a) => a.due_date)].sort().at(-1)!;
    // A guarantee is priced by its fee per year on the guaranteed amount, by days (guarantee-fee.ts).
    const charge =
      o.coordination === 'GUARANTEE'
        ? guaranteeFee({
            guaranteedAmount: amount,
            feeRatePerYear: program.rate,
            from: start,
            to: end,
            paymentType: isPaymentType(program.payment_type) ? program.payment_type : undefined,
          }).total
        : 0;
    const row = await insertWithTransition(tx, ctx, {
      table: partnerNotices,
      workflow: o.kind === 'GUARANTEE_REQUEST' ? GUARANTEE_NOTICE_WORKFLOW : PARTNER_NOTICE_WORKFLOW,
      action: 'create',
      values: {
        ent_id: o.partnerId,
        kind: o.kind,
        trans_id: o.transId,
        trans_code: t.trans_code,
        amount,
        charge,
        start_date: start,
        end_date: end,
      },
      payload: { trans_id: o.transId, partner_id: o.partnerId },
    });
    await tx.insert(partnerNoticeArs).values(
      parts.map((a) => ({
        notice_id: row.id,
        inv_no: a.inv_no,
        ar_amount: a.ar_amount,
        amount: a.amount,
        due_date: a.due_date,
      })),
    );
    return row;
  });
  return loadNotice(db, requireActor(ctx), notice.id);
}

/** CreateFundingNotice: ask the transaction's chosen funding partner to fund its share. */
export async function createFundingNotice(db: Db, ctx: RequestContext, transId: number) {
  requireFlag(requireActor(ctx), 'allow_create_funding_notice');
  const [chosen] = await db
    .select({ partner_id: transactionFundingPartners.partner_id })
    .from(transactionFundingPartners)
    .where(eq(transactionFundingPartners.trans_id, transId));
  if (!chosen) {
    const [t] = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.id, transId));
    throw new AppError(t ? 'TRANSACTION_HAS_NO_FUNDING_PARTNER' : 'NOT_FOUND');
  }
  return createRequest(db, ctx, {
    transId,
    partnerId: chosen.partner_id,
    kind: 'FUNDING_REQUEST',
    coordination: 'FUNDING',
  });
}

/**
 * ChangeFundingNotice (decision 0116): a funding request the partner has not applied (confirming,
 * or refused) is sent again for the transaction as it now is. In one transaction the request is
 * withdrawn with the reason (its table's `cancel`) and a new one is priced from the transaction's
 * current receivables for the same partner; the partner answers the new one. An applied request
 * is the partner's money already: its table refuses the withdrawal.
 */
export async function changeFundingNotice(
  db: Db,
  ctx: RequestContext,
  o: { noticeId: number; reason: string },
) {
  const actor = requireActor(ctx);
  requireFlag(actor, 'allow_create_funding_notice');
  return db.transaction(async (tx) => {
    // Read as the caller may (an unknown or unreachable notice is 404), then its transaction.
    await loadNotice(tx, actor, o.noticeId);
    const [old] = await tx
      .select({
        id: partnerNotices.id,
        kind: partnerNotices.kind,
        trans_id: partnerNotices.trans_id,
        partner_id: partnerNotices.ent_id,
      })
      .from(partnerNotices)
      .where(eq(partnerNotices.id, o.noticeId));
    if (old?.kind !== 'FUNDING_REQUEST' || old.trans_id === null) throw new AppError('NOTICE_NOT_CHANGEABLE');
    await applyTransition(tx, ctx, {
      table: partnerNotices,
      workflow: PARTNER_NOTICE_WORKFLOW,
      action: 'cancel',
      id: old.id,
      input: { reason: o.reason },
      set: { reason: o.reason },
      payload: { reason: o.reason, changed: true },
    });
    return createRequest(tx, ctx, {
      transId: old.trans_id,
      partnerId: old.partner_id,
      kind: 'FUNDING_REQUEST',
      coordination: 'FUNDING',
    });
  });
}

/** A guarantee request: a guarantee partner covers the transaction's advance at its programme's fee. */
export async function createGuaranteeNotice(
  db: Db,
  ctx: RequestContext,
  o: { transId: number; partnerId: number },
) {
  requireFlag(requireActor(ctx), 'allow_create_funding_notice');
  const [p] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(eq(enterprises.id, o.partnerId), inArray(enterprises.type, ['PARTNER', 'DOITAC_NCC'])));
  if (!p) throw new AppError('PARTNER_NOT_FOUND');
  return createRequest(db, ctx, {
    ...o,
    kind: 'GUARANTEE_REQUEST',
    coordination: 'GUARANTEE',
  });
}
