import type { DecideBody, FunderTransactionDetail } from '@arflow/domain/api/funder-transactions';
import { BUYER_CONFIRMED_CODES, earlierCheckers, REVIEW_LEVEL_OF } from '@arflow/domain/funder-review';
import { allows } from '@arflow/domain/permissions';
import type { TransactionStage } from '@arflow/domain/statuses/transaction';
import { FUNDER_OFFICER } from '@arflow/domain/workflows/actors';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { and, eq } from 'drizzle-orm';
import { ownedBy } from '../../platform/db/scope.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { openFundingRequest } from '../buyer-transactions/open-funding-request.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { transactionChecks } from './funder-transactions.tables.ts';
import { getFunderTransaction } from './get-funder-transaction.ts';
import { releaseTransaction } from './release-transaction.ts';
import { checksOf, draftOf, levelOfActor } from './review-checks.ts';

/**
 * POST /funder-transactions/details/decide: a check level's decision (APPROVE, REJECT, ADJUST,
 * ADD_DOC, RESET) through TRANSACTION_WORKFLOW, which names the level of each stage and the role
 * of each level. On top of the table: the officer approves only what the buyer confirmed; one
 * person cannot check twice in a round (maker-checker); each decision is a check record with the
 * level's appraisal; a rejection gives back the limits and receivables.
 */
export async function decideTransaction(
  opts: Command<{ body: DecideBody }>,
): Promise<FunderTransactionDetail> {
  const { db, ctx, body } = opts;
  const actor = requireActor(ctx);
  const id = body.trans_id;
  await db.transaction(async (tx) => {
    const scope = ownedBy(actor, transactions.ent_id);
    // Lock first: the maker-checker reading and the decision see the same state.
    const [t] = await tx
      .select({ status: transactions.status, buyer_status: transactions.buyer_status })
      .from(transactions)
      .where(and(eq(transactions.id, id), scope))
      .for('update');
    if (!t) throw new AppError('NOT_FOUND');
    const stage: TransactionStage = t.status;
    const turn = REVIEW_LEVEL_OF[stage];
    const checks = await checksOf(tx, id);
    if (earlierCheckers(checks).has(actor.id)) throw new AppError('MAKER_CHECKER');
    const buyerConfirmed = t.buyer_status !== null && BUYER_CONFIRMED_CODES.includes(t.buyer_status);
    if (
      body.decision === 'APPROVE' &&
      stage === 'CREDIT_REVIEW' &&
      !buyerConfirmed &&
      allows([FUNDER_OFFICER], actor)
    ) {
      throw new AppError('BUYER_NOT_CONFIRMED');
    }
    const reason = body.reason ?? undefined;
    const updated = await applyTransition(tx, ctx, {
      table: transactions,
      workflow: TRANSACTION_WORKFLOW,
      action: body.decision,
      id,
      scope,
      input: { reason },
      set: {
        ...(body.decision === 'APPROVE' ? {} : { reason: body.reason }),
        ...(body.decision === 'ADJUST' ? { is_adjust: true } : {}),
      },
      payload: body,
    });
    const level = turn ?? levelOfActor(actor);
    const draft = await draftOf(tx, id, level);
    await tx.insert(transactionChecks).values({
      trans_id: id,
      level,
      decision: body.decision,
      reason: body.reason,
      checked_by: actor.id,
      expertise: draft?.content ?? null,
      created_at: ctx.clock.now(),
    });
    if (updated.status === 'REJECTED') await releaseTransaction(tx, ctx, id);
    // A buyer-funded programme (structure 2): the buyer is asked to fund once the manager approves.
    if (stage === 'WAITING_APPROVAL' && updated.status === 'WAITING_FUNDER_CONFIRM') {
      await openFundingRequest(tx, id);
    }
  });
  return getFunderTransaction({ db, actor, id });
}
