import {
  type ReceivableForm,
  type ReceivableItem,
  receivableFormProblems,
} from '@arflow/domain/api/receivables';
import { ERRORS } from '@arflow/domain/errors';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import { and, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { saveThroughWorkflow } from '../../platform/db/transition.ts';
import { AppError, type FieldMessage, fieldError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { loadCalendar, loadReceivable, receivableScope } from './receivables.query.ts';
import { receivables } from './receivables.tables.ts';
import { tradingBuyers } from './trading-buyers.ts';

/** Every §5 problem of a form at once, each on its field (422 AR_… with `fields`). */
export function refuseFormProblems(form: ReceivableForm): void {
  const problems = receivableFormProblems(form);
  if (problems.length === 0) return;
  const fields: Record<string, FieldMessage[]> = {};
  for (const p of problems) fields[p.field] = [ERRORS[p.code].text];
  throw new AppError(problems[0]!.code, { fields });
}

/**
 * The supplier records a receivable on a buyer it trades with (no id), or corrects one still
 * AVAILABLE (the workflow's `update`); the history row of an edit lists the changed fields.
 */
export async function saveReceivable(
  opts: Command<{ form: ReceivableForm; id?: number }>,
): Promise<ReceivableItem> {
  const { db, ctx, form, id } = opts;
  const actor = requireActor(ctx);
  // Another company's receivable is 404 before anything about the form is said.
  if (id !== undefined) {
    const [own] = await db
      .select({ id: receivables.id })
      .from(receivables)
      .where(and(receivableScope(actor), eq(receivables.id, id)));
    if (!own) throw new AppError('NOT_FOUND');
  }
  refuseFormProblems(form);
  if ((await tradingBuyers(db, actor.enterprise_id, [form.buy_id])).length === 0)
    throw fieldError('buy_id', 'AR_BUYER_NOT_TRADING');
  try {
    return await db.transaction(async (tx) => {
      // An edit writes the form only: the owner and the source stay as the entry made them.
      const row = await saveThroughWorkflow(tx, ctx, {
        table: receivables,
        workflow: RECEIVABLE_WORKFLOW,
        id,
        values: { ...form, ent_id: actor.enterprise_id, source: 'ENTRY' },
        set: form,
        scope: receivableScope(actor),
        payload: form,
      });
      return (await loadReceivable(tx, actor, row.id, await loadCalendar(tx, ctx.clock.today())))!;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'receivables_invoice_uq')) throw fieldError('inv_no', 'AR_INVOICE_TAKEN');
    throw err;
  }
}
