import type { Paged } from '@arflow/domain/api/paging';
import type {
  DebtConfirmationDetail,
  DebtConfirmationForm,
  DebtConfirmationItem,
  DebtConfirmationListBody,
} from '@arflow/domain/api/receivables';
import {
  type ArDetailsBody,
  DEBT_CONFIRMATION_SORT_COLUMNS,
  RECEIVABLE_SORT_COLUMNS,
} from '@arflow/domain/api/receivables';
import type { DebtConfirmationStatus } from '@arflow/domain/statuses/debt-confirmation';
import {
  DEBT_CONFIRMATION_WORKFLOW,
  type DebtConfirmationAction,
} from '@arflow/domain/workflows/debt-confirmation';
import { availableActions, type TransitionInput } from '@arflow/domain/workflows/engine';
import { and, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { findHistory } from '../../platform/audit/history.ts';
import type { Db } from '../../platform/db/client.ts';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import { insertWithTransition } from '../../platform/db/transition.ts';
import { transitionThen } from '../../platform/db/transition-then.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, type Read, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { letterScope, loadLetter, selectLetters, toLetterItem } from './debt-confirmations.query.ts';
import { loadCalendar, selectReceivables, toReceivableItem } from './receivables.query.ts';
import { debtConfirmationReceivables, debtConfirmations, receivables } from './receivables.tables.ts';

/** Receivables a letter may hold: still open, not yet financed (spec §4 before REVIEW). */
const OPEN = ['AVAILABLE', 'UNCONDITIONAL', 'MATURITY'] as const;

/**
 * The supplier makes a letter on some of its open receivables on one buyer (CREATED). Its totals
 * are those of the receivables now; its number is XNCN-<year>-<id>.
 */
export async function createLetter(o: { db: Db; ctx: RequestContext; form: DebtConfirmationForm }) {
  const actor = requireActor(o.ctx);
  const ids = [...new Set(o.form.ar_ids)];
  return o.db.transaction(async (tx) => {
    const ars = await tx
      .select({ id: receivables.id, ar: receivables.ar_amount, due: receivables.due_payment })
      .from(receivables)
      .where(
        and(
          inArray(receivables.id, ids),
          eq(receivables.ent_id, actor.enterprise_id),
          eq(receivables.buy_id, o.form.buy_id),
          inArray(receivables.status, [...OPEN]),
        ),
      )
      .for('share');
    if (ars.length !== ids.length)
      throw new AppError('DEBT_CONFIRMATION_AR_INVALID', {
        fields: { ar_ids: [{ vi: 'Không hợp lệ', en: 'Not valid' }] },
      });
    const row = await insertWithTransition(tx, o.ctx, {
      table: debtConfirmations,
      workflow: DEBT_CONFIRMATION_WORKFLOW,
      action: 'create',
      values: {
        ent_id: actor.enterprise_id,
        buy_id: o.form.buy_id,
        // Numbered from its id just below, in the same transaction.
        letter_no: `pending-${o.ctx.requestId}-${Date.now()}`,
        total_ar_amount: ars.reduce((s, a) => s + a.ar, 0),
        total_due_payment: ars.reduce((s, a) => s + a.due, 0),
        note: o.form.note,
      },
      payload: o.form,
    });
    const year = o.ctx.clock.today().slice(0, 4);
    await tx
      .update(debtConfirmations)
      .set({ letter_no: `XNCN-${year}-${String(row.id).padStart(6, '0')}` })
      .where(eq(debtConfirmations.id, row.id));
    await tx
      .insert(debtConfirmationReceivables)
      .values(ids.map((id) => ({ confirmation_id: row.id, receivable_id: id })));
    return (await loadLetter(tx, actor, row.id))!;
  });
}

/** A letter's workflow action within the caller's scope; the reason is kept on the letter too. */
export async function actOnLetter(
  o: Command<{
    id: number;
    action: DebtConfirmationAction;
    input?: TransitionInput;
    set?: Partial<typeof debtConfirmations.$inferInsert>;
  }>,
): Promise<DebtConfirmationItem> {
  const actor = requireActor(o.ctx);
  return transitionThen(o.db, o.ctx, async (tx) => (await loadLetter(tx, actor, o.id))!, {
    table: debtConfirmations,
    workflow: DEBT_CONFIRMATION_WORKFLOW,
    action: o.action,
    id: o.id,
    scope: letterScope(actor),
    input: o.input,
    set: { ...o.set, ...(typeof o.input?.reason === 'string' ? { reason: o.input.reason } : {}) },
    payload: o.input?.reason ? { reason: o.input.reason } : undefined,
  });
}

/** Letters in the caller's scope, paged; `statuses` narrows a view (the buyer's notifications). */
export function findLetters(
  o: Read<{ body: DebtConfirmationListBody; statuses?: readonly DebtConfirmationStatus[] }>,
): Promise<Paged<DebtConfirmationItem>> {
  const c = o.body.search_condition;
  const filters: (SQL | undefined)[] = [
    letterScope(o.actor),
    c.status ? eq(debtConfirmations.status, c.status) : undefined,
    c.buy_id ? eq(debtConfirmations.buy_id, c.buy_id) : undefined,
    c.keyword ? ilike(debtConfirmations.letter_no, likePattern(c.keyword)) : undefined,
    o.statuses ? inArray(debtConfirmations.status, [...o.statuses]) : undefined,
  ];
  return findPage({
    db: o.db,
    input: o.body,
    select: () => selectLetters(o.db),
    where: and(...filters),
    sortable: sortableColumns(debtConfirmations, DEBT_CONFIRMATION_SORT_COLUMNS),
    defaultSort: { column: 'updated_at', direction: 'DESC' },
    tieBreaker: debtConfirmations.id,
    map: toLetterItem,
  });
}

/** POST /buy/notifications/ar-details: a letter's receivables, paged (the letter in the caller's scope). */
export async function letterReceivables(o: Read<{ body: ArDetailsBody; today: string }>) {
  const id = o.body.search_condition.id;
  if (!(await loadLetter(o.db, o.actor, id))) throw new AppError('NOT_FOUND');
  const cal = await loadCalendar(o.db, o.today);
  return findPage({
    db: o.db,
    input: o.body,
    select: () =>
      selectReceivables(o.db).innerJoin(
        debtConfirmationReceivables,
        eq(debtConfirmationReceivables.receivable_id, receivables.id),
      ),
    where: eq(debtConfirmationReceivables.confirmation_id, id),
    sortable: sortableColumns(receivables, RECEIVABLE_SORT_COLUMNS),
    defaultSort: { column: 'maturity_date', direction: 'ASC' },
    tieBreaker: receivables.id,
    map: (r) => toReceivableItem(r, cal),
  });
}

/** One letter, its receivables, its timeline and the caller's actions now. */
export async function getLetter(o: Read<{ id: number; today: string }>): Promise<DebtConfirmationDetail> {
  const data = await loadLetter(o.db, o.actor, o.id);
  if (!data) throw new AppError('NOT_FOUND');
  const cal = await loadCalendar(o.db, o.today);
  const rows = await selectReceivables(o.db)
    .innerJoin(debtConfirmationReceivables, eq(debtConfirmationReceivables.receivable_id, receivables.id))
    .where(eq(debtConfirmationReceivables.confirmation_id, o.id))
    .orderBy(receivables.maturity_date, receivables.id);
  const actions = availableActions({
    workflow: DEBT_CONFIRMATION_WORKFLOW,
    from: data.status,
    actor: o.actor,
  })
    .map((a) => a.action)
    .filter((a) => a !== 'create');
  return {
    data,
    receivables: rows.map((r) => toReceivableItem(r, cal)),
    history: await findHistory(o.db, DEBT_CONFIRMATION_WORKFLOW.entity, o.id),
    actions: [...new Set(actions)],
  };
}
