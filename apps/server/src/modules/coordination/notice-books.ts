import type { NoticeKind } from '@arflow/domain/api/coordination';
import {
  fundingReceiptLines,
  fundingRepaymentLines,
  guaranteeFeeAccrualLines,
  guaranteeFeePaymentLines,
  type PartnerJournalKind,
  type PartnerJournalLine,
} from '@arflow/domain/journal';
import { and, eq, isNull, like } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { postEntry, reverseEntry } from '../journal/index.ts';
import { journalEntries } from '../journal/journal.tables.ts';

/** The amounts of a notice that moves money. */
export interface BookedNotice {
  id: number;
  kind: NoticeKind;
  amount: number;
  charge: number;
}

/**
 * The entries a notice posts in the funder's journal (docs/finance.md §9, decision 0097), in
 * order. A funding request books the partner's money coming in; a funding payment notice pays the
 * share back with the return; a guarantee fee notice accrues the fee and pays it. Requests for a
 * guarantee and termination notices move no money.
 */
const ENTRIES: Partial<
  Record<NoticeKind, (n: BookedNotice) => [PartnerJournalKind, PartnerJournalLine[]][]>
> = {
  FUNDING_REQUEST: (n) => [['funding_receipt', fundingReceiptLines(n.amount)]],
  FUNDING_PAYMENT: (n) => [
    ['funding_repayment', fundingRepaymentLines({ principal: n.amount, ret: n.charge })],
  ],
  GUARANTEE_PAYMENT: (n) => [
    ['guarantee_fee_accrual', guaranteeFeeAccrualLines(n.charge, 0)],
    ['guarantee_fee_payment', guaranteeFeePaymentLines(n.charge)],
  ],
};

// '/' is no character of a caller's Idempotency-Key (payments/idempotency.ts): no collision.
const keyOf = (noticeId: number, i: number) => `partner-notice/${noticeId}/${i}`;

/**
 * Posts a notice's entries once: each carries a key of the notice, so booking it again (a funding
 * request paid back a second time after a withdrawn payment notice) posts nothing more.
 */
export async function bookNotice(tx: Tx, ctx: RequestContext, n: BookedNotice): Promise<void> {
  const entries = ENTRIES[n.kind]?.(n) ?? [];
  for (const [i, [kind, lines]] of entries.entries()) {
    const key = keyOf(n.id, i);
    const [done] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.idempotency_key, key));
    if (done) continue;
    await postEntry(tx, {
      kind,
      business_date: ctx.clock.today(),
      lines,
      memo: `partner notice ${n.id} ${n.kind}`,
      idempotency_key: key,
      created_by: ctx.actor?.id ?? null,
      now: ctx.clock.now(),
    });
  }
}

/** Reverses what a withdrawn notice booked and no reversal undid yet (none for a notice that booked nothing). */
export async function reverseNoticeBooks(tx: Tx, ctx: RequestContext, noticeId: number): Promise<void> {
  const reversal = alias(journalEntries, 'reversal');
  const booked = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .leftJoin(reversal, eq(reversal.reverses, journalEntries.id))
    .where(and(like(journalEntries.idempotency_key, `partner-notice/${noticeId}/%`), isNull(reversal.id)))
    .orderBy(journalEntries.id);
  for (const e of booked)
    await reverseEntry(tx, e.id, {
      business_date: ctx.clock.today(),
      memo: `partner notice ${noticeId} withdrawn`,
      created_by: ctx.actor?.id ?? null,
      now: ctx.clock.now(),
    });
}
