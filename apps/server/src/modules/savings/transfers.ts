import type { SavingsSourceForm, SavingsTransferForm } from '@arflow/domain/api/savings';
import { savingsSourceOpeningLines, savingsTransferLines } from '@arflow/domain/journal';
import { SAVINGS_TRANSFER_WORKFLOW } from '@arflow/domain/workflows/savings-transfer';
import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { fieldError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { postEntry } from '../journal/index.ts';
import { savingsPacks, savingsSources, savingsTransfers } from './savings.tables.ts';
import {
  balanceOf,
  loadTransfer,
  type Side,
  selectSources,
  sideOf,
  toSourceItem,
} from './transfers.query.ts';

/**
 * Savings sources and their transfers (decision 0117, docs/finance.md §15): a source's opening
 * balance is cash set aside when it is added; a transfer is drafted without moving money and
 * booked as one journal entry when confirmed, the paying side's balance checked under its row
 * lock so that confirmations racing for the same money cannot overdraw it.
 */

/** POST /savings/source/form: a source, and the entry that sets its opening balance aside. */
export async function addSource({ db, ctx, form }: Command<{ form: SavingsSourceForm }>) {
  requireActor(ctx);
  const id = await db
    .transaction((tx) => addSourceIn(tx, ctx, form))
    .catch((e: unknown) => {
      // Two sources added at once with one code: the index refuses the loser.
      throw isUniqueViolation(e, 'savings_sources_code_uq') ? fieldError('code', 'CODE_TAKEN') : e;
    });
  const [row] = await selectSources(db).where(eq(savingsSources.id, id));
  return { data: toSourceItem(row!) };
}

/** addSource in the caller's transaction (the demo seed adds through it too); answers the id. */
export async function addSourceIn(tx: Tx, ctx: RequestContext, form: SavingsSourceForm): Promise<number> {
  const [taken] = await tx
    .select({ id: savingsSources.id })
    .from(savingsSources)
    .where(sql`lower(${savingsSources.code}) = lower(${form.code})`);
  if (taken) throw fieldError('code', 'CODE_TAKEN');
  const now = ctx.clock.now();
  const by = ctx.actor?.id ?? null;
  const [row] = await tx
    .insert(savingsSources)
    .values({ ...form, created_by: by, updated_by: by, created_at: now, updated_at: now })
    .returning({ id: savingsSources.id });
  const entryId = await postEntry(tx, {
    kind: 'savings_source_opening',
    business_date: ctx.clock.today(),
    lines: savingsSourceOpeningLines(form.opening_balance),
    memo: `savings source ${row!.id} opening balance`,
    idempotency_key: `savings-source:${row!.id}:opening`,
    created_by: by,
    now,
  });
  if (entryId !== null)
    await tx.update(savingsSources).set({ journal_entry_id: entryId }).where(eq(savingsSources.id, row!.id));
  await writeAudit(tx, ctx, { action: 'CREATE', entity: 'savings_source', entityId: row!.id, payload: form });
  return row!.id;
}

/** The side's row, locked when it pays (so that payers of one side take turns); 422 on its field if missing. */
async function lockSide(tx: Tx, side: Side, field: 'from' | 'to'): Promise<void> {
  const table = side.kind === 'source' ? savingsSources : savingsPacks;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, side.id)).for('update');
  if (!row) throw fieldError(field, 'NOT_FOUND');
}

const columnsOf = (side: Side, prefix: 'from' | 'to') =>
  side.kind === 'source'
    ? { [`${prefix}_source_id`]: side.id, [`${prefix}_pack_id`]: null }
    : { [`${prefix}_source_id`]: null, [`${prefix}_pack_id`]: side.id };

/**
 * POST /savings/transfer (AddSourceTranfer): a draft transfer. Both sides must exist and the
 * paying side must hold the amount now; the check is repeated, under lock, when it is confirmed.
 */
export async function draftTransfer({ db, ctx, form }: Command<{ form: SavingsTransferForm }>) {
  requireActor(ctx);
  const id = await db.transaction((tx) => draftIn(tx, ctx, form));
  return { data: await loadTransfer(db, id) };
}

/** draftTransfer in the caller's transaction; answers the id. */
export async function draftIn(tx: Tx, ctx: RequestContext, form: SavingsTransferForm): Promise<number> {
  const from = sideOf(form.from);
  const to = sideOf(form.to);
  const balance = await balanceOf(tx, from);
  if (balance === null) throw fieldError('from', 'NOT_FOUND');
  if ((await balanceOf(tx, to)) === null) throw fieldError('to', 'NOT_FOUND');
  if (balance < form.amount) throw fieldError('amount', 'SAVINGS_FUNDS_SHORT');
  const row = await insertWithTransition(tx, ctx, {
    table: savingsTransfers,
    workflow: SAVINGS_TRANSFER_WORKFLOW,
    action: 'create',
    values: {
      ...columnsOf(from, 'from'),
      ...columnsOf(to, 'to'),
      amount: form.amount,
      note: form.note,
      created_on: ctx.clock.today(),
    },
    payload: form,
  });
  return row.id;
}

/**
 * POST /savings/transfer/{id}/confirm: the money moves. The transfer's row is locked and moved
 * by its table, then the paying side's row; its balance, read after this transfer counts, must
 * not be below 0, else nothing is written (422). The entry and the transfer commit together.
 */
export async function confirmTransfer({ db, ctx, id }: Command<{ id: number }>) {
  requireActor(ctx);
  await db.transaction((tx) => confirmIn(tx, ctx, id));
  return { data: await loadTransfer(db, id) };
}

/** confirmTransfer in the caller's transaction (the demo seed confirms through it too). */
export async function confirmIn(tx: Tx, ctx: RequestContext, id: number): Promise<void> {
  const today = ctx.clock.today();
  const row = await applyTransition(tx, ctx, {
    table: savingsTransfers,
    workflow: SAVINGS_TRANSFER_WORKFLOW,
    action: 'confirm',
    id,
    set: { confirmed_on: today },
  });
  const from: Side = row.from_source_id
    ? { kind: 'source', id: row.from_source_id }
    : { kind: 'pack', id: row.from_pack_id! };
  const to: Side = row.to_source_id
    ? { kind: 'source', id: row.to_source_id }
    : { kind: 'pack', id: row.to_pack_id! };
  await lockSide(tx, from, 'from');
  if ((await balanceOf(tx, from))! < 0) throw fieldError('amount', 'SAVINGS_FUNDS_SHORT');
  const entryId = await postEntry(tx, {
    kind: 'savings_transfer',
    business_date: today,
    lines: savingsTransferLines(from.kind, to.kind, row.amount),
    memo: `savings transfer ${id}: ${from.kind} ${from.id} → ${to.kind} ${to.id}`,
    idempotency_key: `savings-transfer:${id}`,
    created_by: ctx.actor?.id ?? null,
    now: ctx.clock.now(),
  });
  await tx.update(savingsTransfers).set({ journal_entry_id: entryId }).where(eq(savingsTransfers.id, id));
}

/** POST /savings/transfer/{id}/cancel: a draft is dropped, with its reason; no money moved, none moves. */
export async function cancelTransfer({ db, ctx, id, reason }: Command<{ id: number; reason: string }>) {
  requireActor(ctx);
  await db.transaction((tx) => cancelIn(tx, ctx, id, reason));
  return { data: await loadTransfer(db, id) };
}

/** cancelTransfer in the caller's transaction. */
export async function cancelIn(tx: Tx, ctx: RequestContext, id: number, reason: string): Promise<void> {
  await applyTransition(tx, ctx, {
    table: savingsTransfers,
    workflow: SAVINGS_TRANSFER_WORKFLOW,
    action: 'cancel',
    id,
    input: { reason },
    payload: { reason },
  });
}
