import type { WriteOffBody } from '@arflow/domain/api/collections';
import { penalAccrualLines, writeOffLines } from '@arflow/domain/journal';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import { eq } from 'drizzle-orm';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { balances, postEntry } from '../journal/index.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { collectionPosition } from './collection-position.ts';

/**
 * POST /debt-collection/{id}/write-off: a bad debt is written off (BAD_DEBT → DELETED, with the
 * reason): penal interest is booked up to today, then the write-off entry clears what the buyer
 * still owes against the supplier's unpaid residual and an expense (docs/finance.md §9).
 */
export async function writeOff(o: Command<{ id: number; body: WriteOffBody }>): Promise<void> {
  const actor = requireActor(o.ctx);
  const today = o.ctx.clock.today();
  await o.db.transaction(async (tx) => {
    // The row lock first: a concurrent payment or write-off waits, then sees the new state.
    const [row] = await tx
      .select({ id: receivables.id })
      .from(receivables)
      .where(eq(receivables.id, o.id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    const found = await collectionPosition(tx, o.id, today);
    if (!found) throw new AppError('NOT_FOUND');
    await applyTransition(tx, o.ctx, {
      table: receivables,
      workflow: RECEIVABLE_WORKFLOW,
      action: 'write_off',
      id: o.id,
      input: { reason: o.body.reason },
      payload: o.body,
    });
    const at = {
      business_date: today,
      receivable_id: o.id,
      sup_id: found.sup_id,
      buy_id: found.buy_id,
      created_by: actor.id,
      now: o.ctx.clock.now(),
    };
    const booked = (await balances(tx, { receivable_id: o.id })).penal_income;
    await postEntry(tx, {
      ...at,
      kind: 'penal_accrual',
      lines: penalAccrualLines(found.position.penalAccrued, booked),
    });
    await postEntry(tx, {
      ...at,
      kind: 'write_off',
      memo: o.body.reason,
      lines: writeOffLines(found.position),
    });
  });
}
