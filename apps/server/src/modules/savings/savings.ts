import type { PlacementForm } from '@arflow/domain/api/savings';
import { type SavingsJournalKind, savingsLines } from '@arflow/domain/journal';
import {
  classFor,
  maturityOf,
  placementCommission,
  placementInterest,
  placementRate,
} from '@arflow/domain/savings';
import type { SavingsMovementKind } from '@arflow/domain/statuses/savings';
import { SAVINGS_PLACEMENT_WORKFLOW } from '@arflow/domain/workflows/savings-placement';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { postEntry } from '../journal/index.ts';
import { loadPlacement } from './savings.query.ts';
import {
  savingsClasses,
  savingsMemberHistory,
  savingsMembers,
  savingsMovements,
  savingsPacks,
  savingsPlacements,
} from './savings.tables.ts';

const JOURNAL_KIND: Record<SavingsMovementKind, SavingsJournalKind> = {
  PLACE: 'savings_placement',
  WITHDRAW: 'savings_withdrawal',
  INTEREST: 'savings_interest',
  COMMISSION: 'savings_commission',
};

interface Movement {
  placement: { id: number; pack_id: number; member_id: number };
  kind: SavingsMovementKind;
  amount: number;
  note?: string | null;
}

/** One movement of money and its journal entry, in the caller's transaction (none for 0). */
async function book(tx: Tx, ctx: RequestContext, m: Movement): Promise<void> {
  if (m.amount <= 0) return;
  const businessDate = ctx.clock.today();
  const entryId = await postEntry(tx, {
    kind: JOURNAL_KIND[m.kind],
    business_date: businessDate,
    lines: savingsLines(JOURNAL_KIND[m.kind], m.amount),
    memo: `savings placement ${m.placement.id}`,
    idempotency_key: `savings:${m.placement.id}:${m.kind}`,
    created_by: ctx.actor?.id ?? null,
    now: ctx.clock.now(),
  });
  await tx.insert(savingsMovements).values({
    placement_id: m.placement.id,
    pack_id: m.placement.pack_id,
    member_id: m.placement.member_id,
    kind: m.kind,
    amount: m.amount,
    business_date: businessDate,
    journal_entry_id: entryId,
    note: m.note ?? null,
    created_by: ctx.actor?.id ?? null,
    created_at: ctx.clock.now(),
  });
}

/**
 * Moves a member's total holding by `delta` (its row locked by the update) and follows it with
 * its class: a change of class is a row of its history (MemberHistory).
 */
async function moveHolding(tx: Tx, ctx: RequestContext, memberId: number, delta: number): Promise<void> {
  const [member] = await tx
    .update(savingsMembers)
    .set({ total_holding: sql`${savingsMembers.total_holding} + ${delta}` })
    .where(eq(savingsMembers.id, memberId))
    .returning();
  const classes = await tx
    .select({
      id: savingsClasses.id,
      min_holding: savingsClasses.min_holding,
      bonus_rate: savingsClasses.bonus_rate,
    })
    .from(savingsClasses);
  const next = classFor(classes, member!.total_holding)?.id ?? null;
  if (next === member!.class_id) return;
  await tx.update(savingsMembers).set({ class_id: next }).where(eq(savingsMembers.id, memberId));
  await tx.insert(savingsMemberHistory).values({
    member_id: memberId,
    from_class_id: member!.class_id,
    to_class_id: next,
    total_holding: member!.total_holding,
    created_by: ctx.actor?.id ?? null,
    created_at: ctx.clock.now(),
  });
}

async function lockPack(tx: Tx, id: number) {
  const [pack] = await tx.select().from(savingsPacks).where(eq(savingsPacks.id, id)).for('update');
  return pack;
}

/**
 * POST /savings/placement: a member places money in an active pack on the business date. The
 * pack's row is locked first, so placements racing for a limited pack's last room take turns and
 * each sees what the one before placed (the table's check refuses any that slipped by).
 */
export async function placeMoney({ db, ctx, form }: Command<{ form: PlacementForm }>) {
  requireActor(ctx);
  const id = await db.transaction((tx) => placeIn(tx, ctx, form));
  return { data: await loadPlacement(db, id) };
}

/** placeMoney in the caller's transaction (the demo seed places through it too); answers the id. */
export async function placeIn(tx: Tx, ctx: RequestContext, form: PlacementForm): Promise<number> {
  const pack = await lockPack(tx, form.pack_id);
  if (!pack) throw fieldError('pack_id', 'NOT_FOUND');
  if (pack.status !== 'ACTIVE') throw fieldError('pack_id', 'SAVINGS_PACK_NOT_ACTIVE');
  const [member] = await tx
    .select({ active: savingsMembers.active, bonus: savingsClasses.bonus_rate })
    .from(savingsMembers)
    .leftJoin(savingsClasses, eq(savingsClasses.id, savingsMembers.class_id))
    .where(eq(savingsMembers.id, form.member_id))
    .for('update', { of: savingsMembers });
  if (!member) throw fieldError('member_id', 'NOT_FOUND');
  if (!member.active) throw fieldError('member_id', 'SAVINGS_MEMBER_INACTIVE');
  if (pack.cap !== null && pack.placed + form.amount > pack.cap)
    throw fieldError('amount', 'SAVINGS_CAP_EXCEEDED');
  const today = ctx.clock.today();
  const bonus = member.bonus ?? 0;
  const term = pack.kind === 'TERM';
  const placement = await insertWithTransition(tx, ctx, {
    table: savingsPlacements,
    workflow: SAVINGS_PLACEMENT_WORKFLOW,
    action: 'create',
    values: {
      pack_id: pack.id,
      member_id: form.member_id,
      amount: form.amount,
      rate: Number(placementRate(pack.rate, bonus)),
      early_rate: term ? Number(placementRate(pack.early_rate ?? 0, bonus)) : null,
      commission_rate: pack.cap === null ? pack.commission_rate : 0,
      start_date: today,
      maturity_date: term ? maturityOf(today, pack.term_months!) : null,
    },
    payload: form,
  });
  await tx
    .update(savingsPacks)
    .set({ placed: sql`${savingsPacks.placed} + ${form.amount}` })
    .where(eq(savingsPacks.id, pack.id));
  await book(tx, ctx, { placement, kind: 'PLACE', amount: form.amount });
  await moveHolding(tx, ctx, form.member_id, form.amount);
  return placement.id;
}

/**
 * POST /savings/placement/{id}/close: the funder pays a placement back on the business date
 * (docs/finance.md §15). A term placement on or after its maturity matures at its rate; before
 * it, or a non-term one, is withdrawn (the early rate for a term one). Principal, interest and the
 * introducer's commission are each a movement and a journal entry, in one transaction.
 */
export async function closePlacement({ db, ctx, id }: Command<{ id: number }>) {
  requireActor(ctx);
  await db.transaction((tx) => closeIn(tx, ctx, id));
  return { data: await loadPlacement(db, id) };
}

/** closePlacement in the caller's transaction (without a signed-in actor: the daily close's). */
export async function closeIn(tx: Tx, ctx: RequestContext, id: number): Promise<void> {
  const [current] = await tx
    .select()
    .from(savingsPlacements)
    .where(eq(savingsPlacements.id, id))
    .for('update');
  if (!current) throw new AppError('NOT_FOUND');
  const today = ctx.clock.today();
  const closing = placementInterest(
    {
      principal: current.amount,
      start: current.start_date,
      rate: current.rate,
      maturity: current.maturity_date,
      earlyRate: current.early_rate,
    },
    today,
  );
  const [member] = await tx
    .select({ introducer: savingsMembers.introducer })
    .from(savingsMembers)
    .where(eq(savingsMembers.id, current.member_id));
  const commission = member?.introducer
    ? placementCommission(current.amount, current.commission_rate, closing.days)
    : 0;
  const placement = await applyTransition(tx, ctx, {
    table: savingsPlacements,
    workflow: SAVINGS_PLACEMENT_WORKFLOW,
    action: closing.matured ? 'mature' : 'withdraw',
    id,
    asSystem: ctx.actor === null,
    set: { closed_on: today, interest: closing.interest, commission },
    payload: {
      closed_on: today,
      interest: closing.interest,
      commission,
      rate: closing.rate,
      days: closing.days,
    },
  });
  await lockPack(tx, placement.pack_id);
  await tx
    .update(savingsPacks)
    .set({ placed: sql`${savingsPacks.placed} - ${placement.amount}` })
    .where(eq(savingsPacks.id, placement.pack_id));
  await book(tx, ctx, { placement, kind: 'WITHDRAW', amount: placement.amount });
  await book(tx, ctx, {
    placement,
    kind: 'INTEREST',
    amount: closing.interest,
    note: `${closing.days} × ${closing.rate} %`,
  });
  await book(tx, ctx, {
    placement,
    kind: 'COMMISSION',
    amount: commission,
    note: member?.introducer ?? null,
  });
  await moveHolding(tx, ctx, placement.member_id, -placement.amount);
}
