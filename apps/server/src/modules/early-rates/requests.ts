import { EARLY_INTEREST_RATE_REQUEST_WORKFLOW } from '@arflow/domain/workflows/early-interest-rate';
import { and, count, countDistinct, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { lockProgramme, requireBuyer, requireVersion } from './early-rates.query.ts';
import {
  earlyRateGroupSuppliers,
  earlyRateGroups,
  earlyRateProgrammes,
  earlyRateRequests,
} from './early-rates.tables.ts';

type Base = { db: Db; ctx: RequestContext; buyId: number; requestId: number };

/** Every request action: the buyer in scope, the version the buyer's, under the programme's lock. */
async function withRequest<T>(
  o: Base,
  act: (tx: Tx, programmeId: number, approvedId: number | null) => Promise<T>,
) {
  await requireBuyer(o.db, requireActor(o.ctx), o.buyId);
  return o.db.transaction(async (tx) => {
    const programme = await lockProgramme(tx, o.ctx, o.buyId);
    await requireVersion(tx, o.buyId, o.requestId);
    return act(tx, programme.id, programme.approved_request_id);
  });
}

type ProgrammeStep = Omit<
  Parameters<
    typeof applyTransition<typeof earlyRateProgrammes, typeof EARLY_INTEREST_RATE_REQUEST_WORKFLOW>
  >[2],
  'table' | 'workflow' | 'id'
>;

/** A step of the request workflow, whose state the buyer's programme row keeps. */
function programmeStep(tx: Tx, o: Base, programmeId: number, step: ProgrammeStep) {
  return applyTransition(tx, o.ctx, {
    table: earlyRateProgrammes,
    workflow: EARLY_INTEREST_RATE_REQUEST_WORKFLOW,
    id: programmeId,
    ...step,
  });
}

/** The request's version must be in `state`; otherwise the action does not apply to it. */
async function expectState(tx: Tx, id: number, state: 'DRAFT' | 'REQUESTING') {
  const [row] = await tx
    .select({ state: earlyRateRequests.state })
    .from(earlyRateRequests)
    .where(eq(earlyRateRequests.id, id));
  if (row?.state !== state) throw new AppError('TRANSITION_NOT_ALLOWED');
}

/** Send the draft for approval (not set / approved → requesting); it needs at least one group. */
export function createRequest(o: Base): Promise<{ id: number }> {
  return withRequest(o, async (tx, programmeId) => {
    const [groups] = await tx
      .select({ n: count() })
      .from(earlyRateGroups)
      .where(eq(earlyRateGroups.request_id, o.requestId));
    const [sups] = await tx
      .select({ n: countDistinct(earlyRateGroupSuppliers.sup_id) })
      .from(earlyRateGroupSuppliers)
      .where(eq(earlyRateGroupSuppliers.request_id, o.requestId));
    // The workflow first (a pending request refuses with its code), then the version's own state.
    await programmeStep(tx, o, programmeId, {
      action: 'create',
      alsoChanged: { request_id: { from: null, to: o.requestId } },
    });
    await expectState(tx, o.requestId, 'DRAFT');
    if ((groups?.n ?? 0) === 0) throw new AppError('EARLY_RATE_REQUEST_EMPTY');
    await tx
      .update(earlyRateRequests)
      .set({
        state: 'REQUESTING',
        sent_at: o.ctx.clock.now(),
        sent_by: o.ctx.actor!.id,
        group_count: groups?.n ?? 0,
        supplier_count: sups?.n ?? 0,
      })
      .where(eq(earlyRateRequests.id, o.requestId));
    return { id: o.requestId };
  });
}

/** Approve the pending request: its groups come into force, the previous ones are superseded. */
export function approveRequest(o: Base): Promise<{ id: number }> {
  return withRequest(o, async (tx, programmeId, approvedId) => {
    await programmeStep(tx, o, programmeId, {
      action: 'approve',
      set: { approved_request_id: o.requestId },
    });
    await expectState(tx, o.requestId, 'REQUESTING');
    if (approvedId != null)
      await tx
        .update(earlyRateRequests)
        .set({ state: 'SUPERSEDED' })
        .where(and(eq(earlyRateRequests.id, approvedId), eq(earlyRateRequests.state, 'APPROVED')));
    await tx
      .update(earlyRateRequests)
      .set({ state: 'APPROVED', approved_at: o.ctx.clock.now(), approved_by: o.ctx.actor!.id })
      .where(eq(earlyRateRequests.id, o.requestId));
    return { id: o.requestId };
  });
}

/**
 * Cancel the pending request with a reason: the buyer stays where it was (the approved groups,
 * or nothing set). The cancelled version stays in the history; the next change opens a new draft.
 */
export function cancelRequest(o: Base & { reason: string }): Promise<{ id: number }> {
  return withRequest(o, async (tx, programmeId, approvedId) => {
    await programmeStep(tx, o, programmeId, {
      action: 'cancel',
      input: { reason: o.reason, has_approved_groups: approvedId != null },
    });
    await expectState(tx, o.requestId, 'REQUESTING');
    await tx
      .update(earlyRateRequests)
      .set({ state: 'CANCELLED', cancel_reason: o.reason })
      .where(eq(earlyRateRequests.id, o.requestId));
    return { id: o.requestId };
  });
}
