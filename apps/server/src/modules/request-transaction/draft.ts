import type { DraftBody, SelectionItem, TransactionDetail } from '@arflow/domain/api/request-transaction';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { claimPromotion, releasePromotion } from '../programme/index.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { receivablesOfTransaction, releaseLimits } from '../transactions/index.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import { pricedRows, totalsOf } from './price-ar.ts';
import { loadTransaction, transactionScope } from './request-transaction.query.ts';
import { priceItems } from './selection.ts';
import { loadTerms } from './terms.ts';

const UNFINISHED = ['DRAFT', 'DOCUMENTS_UPLOADED', 'CONTRACTS_CONFIRMED'] as const;

/** The supplier's unfinished draft (at most one: transactions_one_draft_uq). */
async function unfinishedDraft(db: Db | Tx, supId: number, lock = false) {
  const q = db
    .select({ id: transactions.id, buy_id: transactions.buy_id, status: transactions.status })
    .from(transactions)
    .where(and(eq(transactions.ent_id, supId), inArray(transactions.status, [...UNFINISHED])))
    .$dynamic();
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

const isDraftClash = (err: unknown) =>
  (err as { cause?: { constraint?: string }; constraint?: string })?.cause?.constraint ===
    'transactions_one_draft_uq' ||
  (err as { constraint?: string })?.constraint === 'transactions_one_draft_uq';

/**
 * POST draft-transaction: the supplier's draft on a buyer (create_draft, null → DRAFT). The
 * supplier must be eligible on the buyer; a second unfinished draft is refused
 * (SUPPLIER_HAS_DRAFT), also when two requests race (the partial unique index decides).
 */
export async function createDraft(opts: Command<{ body: DraftBody }>): Promise<TransactionDetail> {
  const { db, ctx, body } = opts;
  const actor = requireActor(ctx);
  if (body.sup_id !== actor.enterprise_id) throw new AppError('NOT_FOUND');
  try {
    return await db.transaction(async (tx) => {
      const terms = await loadTerms(tx, actor.enterprise_id, body.buy_id);
      if (await unfinishedDraft(tx, actor.enterprise_id)) throw new AppError('SUPPLIER_HAS_DRAFT');
      const seq = await tx.execute<{ id: number }>(
        sql`SELECT nextval(pg_get_serial_sequence('transactions', 'id'))::int AS id`,
      );
      const id = seq.rows[0]!.id;
      const day = body.transaction_date.replaceAll('-', '');
      await insertWithTransition(tx, ctx, {
        table: transactions,
        workflow: TRANSACTION_WORKFLOW,
        action: 'create_draft',
        values: {
          id,
          trans_code: `GD-${day}-${String(id).padStart(4, '0')}`,
          ent_id: actor.enterprise_id,
          buy_id: body.buy_id,
          transaction_date: body.transaction_date,
          limit_kind: terms.limitKind,
        },
        payload: body,
      });
      return (await loadTransaction(tx, actor, id))!;
    });
  } catch (err) {
    if (isDraftClash(err)) throw new AppError('SUPPLIER_HAS_DRAFT');
    throw err;
  }
}

/** GET {supplierId}/draft-transaction/{buyerId}: the unfinished draft on that buyer, or null. */
export async function getDraft(
  opts: Command<{ supplierId: number; buyerId: number }>,
): Promise<TransactionDetail | null> {
  const actor = requireActor(opts.ctx);
  if (opts.supplierId !== actor.enterprise_id) throw new AppError('NOT_FOUND');
  const draft = await unfinishedDraft(opts.db, actor.enterprise_id);
  if (!draft || draft.buy_id !== opts.buyerId) return null;
  return (await loadTransaction(opts.db, actor, draft.id)) ?? null;
}

/** Receivables go back to AVAILABLE through the receivable workflow (`release`, by the system). */
export async function releaseReceivables(tx: Tx, ctx: RequestContext, transId: number, only?: number[]) {
  const rows = await receivablesOfTransaction(tx, transId, {
    ar_id: transactionReceivables.ar_id,
    status: receivables.status,
  });
  for (const r of rows) {
    if (r.status !== 'REVIEW' || (only && !only.includes(r.ar_id))) continue;
    await applyTransition(tx, ctx, {
      table: receivables,
      workflow: RECEIVABLE_WORKFLOW,
      action: 'release',
      id: r.ar_id,
      asSystem: true,
      input: { reason: `transaction ${transId}` },
    });
  }
}

/**
 * POST ar-selection-confirm: the selection becomes the draft's receivables. Newly chosen ones
 * move to REVIEW (`select`), dropped ones back to AVAILABLE (`release`); each is priced by the
 * engine and the draft's totals are their sums. Only a DRAFT's selection may change.
 */
export async function confirmSelection(
  opts: Command<{ items: SelectionItem[] }>,
): Promise<TransactionDetail> {
  const { db, ctx, items } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    const draft = await unfinishedDraft(tx, actor.enterprise_id, true);
    if (!draft) throw new AppError('NOT_FOUND');
    if (draft.status !== 'DRAFT') throw new AppError('TRANSITION_NOT_ALLOWED');
    const now = ctx.clock.now();
    await claimPromotion(tx, { supId: actor.enterprise_id, buyId: draft.buy_id, transId: draft.id, now });
    const { terms, priced } = await priceItems(tx, {
      supId: actor.enterprise_id,
      buyId: draft.buy_id,
      items,
      draftId: draft.id,
      lock: true,
    });
    const totals = totalsOf(priced);
    if (totals.total_advance > terms.available) throw new AppError('OVER_LIMIT');
    const chosen = priced.map((p) => p.ar_id);
    const before = await tx
      .select({ ar_id: transactionReceivables.ar_id })
      .from(transactionReceivables)
      .where(eq(transactionReceivables.trans_id, draft.id));
    const dropped = before.map((b) => b.ar_id).filter((id) => !chosen.includes(id));
    await releaseReceivables(tx, ctx, draft.id, dropped);
    await tx.delete(transactionReceivables).where(eq(transactionReceivables.trans_id, draft.id));
    const kept = new Set(before.map((b) => b.ar_id));
    for (const p of priced) {
      if (kept.has(p.ar_id)) continue;
      await applyTransition(tx, ctx, {
        table: receivables,
        workflow: RECEIVABLE_WORKFLOW,
        action: 'select',
        id: p.ar_id,
        asSystem: true,
        scope: eq(receivables.ent_id, actor.enterprise_id),
      });
    }
    await tx.insert(transactionReceivables).values(pricedRows(draft.id, priced, terms.platformRate, now));
    await tx
      .update(transactions)
      .set({ ...totals, updated_at: now, updated_by: actor.id })
      .where(eq(transactions.id, draft.id));
    await writeAudit(tx, ctx, {
      action: 'transaction.select_receivables',
      entity: 'transaction',
      entityId: draft.id,
      payload: items,
    });
    return (await loadTransaction(tx, actor, draft.id))!;
  });
}

/** DELETE draft-transaction?id=: delete_draft, receivables released, limits (if any) given back. */
export async function deleteDraft(opts: Command<{ id: number }>): Promise<TransactionDetail> {
  const { db, ctx, id } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    await applyTransition(tx, ctx, {
      table: transactions,
      workflow: TRANSACTION_WORKFLOW,
      action: 'delete_draft',
      id,
      scope: transactionScope(actor),
    });
    await releaseReceivables(tx, ctx, id);
    await releaseLimits(tx, id);
    await releasePromotion(tx, id);
    return (await loadTransaction(tx, actor, id))!;
  });
}
