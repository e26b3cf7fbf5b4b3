import { isGuaranteeRequest } from '@arflow/domain/api/coordination';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { partnerNotices } from './coordination.tables.ts';
import { reverseNoticeBooks } from './notice-books.ts';
import { loadNotice, workflowOf } from './notice-detail.ts';

export const NOTICE_ACTIONS = ['confirm', 'reject', 'approve', 'disburse', 'cancel'] as const;
export type NoticeAction = (typeof NOTICE_ACTIONS)[number];

/**
 * A step of a notice's life (the partner confirms, approves or rejects; the funder disburses or
 * withdraws): the transition table of its kind decides, an action its table lacks or a state it
 * does not start from is refused (TRANSITION_NOT_ALLOWED), never a status test here.
 */
export async function actOnNotice(
  db: Db,
  ctx: RequestContext,
  /** `guarantee`: the path names a guarantee request; a notice of another kind is not found there. */
  o: { id: number; action: NoticeAction; reason?: string | undefined; guarantee: boolean },
) {
  const actor: UserState = requireActor(ctx);
  await db.transaction(async (tx) => {
    const { data } = await loadNotice(tx, actor, o.id);
    if (isGuaranteeRequest(data.kind) !== o.guarantee) throw new AppError('NOT_FOUND');
    await applyTransition(tx, ctx, {
      table: partnerNotices,
      workflow: workflowOf(data.kind) as never,
      action: o.action as never,
      id: o.id,
      scope: ownedBy(actor, partnerNotices.ent_id),
      input: { reason: o.reason ?? null },
      set: o.reason ? { reason: o.reason } : {},
      payload: o.reason ? { reason: o.reason } : undefined,
    });
    // Only the funder withdraws, so only it reverses: the partner's scope may not write its journal.
    if (o.action === 'cancel') await reverseNoticeBooks(tx, ctx, o.id);
  });
  return loadNotice(db, actor, o.id);
}
