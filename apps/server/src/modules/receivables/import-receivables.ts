import type { ImportResponse } from '@arflow/domain/api/companies';
import { receivableForm, receivableFormProblems } from '@arflow/domain/api/receivables';
import { ERRORS } from '@arflow/domain/errors';
import { IMPORT_LIMITS } from '@arflow/domain/files';
import { type Locale, text } from '@arflow/domain/text';
import { decide } from '@arflow/domain/workflows/engine';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import {
  type Column,
  importError,
  problemText,
  type RowProblem,
  readSheet,
  validateRow,
} from '../enterprises/index.ts';
import { receivables } from './receivables.tables.ts';
import { tradingBuyers } from './trading-buyers.ts';

/** Spec: an import of up to 10,000 receivables at once (the import dialog states the same limits). */
export const AR_IMPORT_MAX_ROWS = IMPORT_LIMITS.receivables.maxRows;
export const AR_IMPORT_MAX_BYTES = IMPORT_LIMITS.receivables.maxBytes;

/** The receivable template's columns (spec §3 receivable fields), in order. */
export const AR_COLUMNS: readonly Column[] = [
  { key: 'buy_mst', label: text('Mã số thuế bên mua', 'Buyer tax code'), kind: 'text', required: true },
  { key: 'inv_no', label: text('Số hóa đơn', 'Invoice number'), kind: 'text', required: true },
  { key: 'inv_date', label: text('Ngày hóa đơn', 'Invoice date'), kind: 'date', required: true },
  { key: 'invoice_amount', label: text('Giá trị hóa đơn', 'Invoice amount'), kind: 'int', required: true },
  { key: 'ar_amount', label: text('Giá trị khoản phải thu', 'AR amount'), kind: 'int', required: true },
  { key: 'maturity_date', label: text('Ngày đáo hạn', 'Maturity date'), kind: 'date', required: true },
  {
    key: 'buyer_first_payment',
    label: text('Bên mua thanh toán lần đầu', 'Buyer first payment'),
    kind: 'int',
  },
  {
    key: 'buyer_first_payment_date',
    label: text('Ngày thanh toán lần đầu', 'First payment date'),
    kind: 'date',
  },
  {
    key: 'due_payment',
    label: text('Số tiền thanh toán khi đến hạn', 'Due payment'),
    kind: 'int',
    required: true,
  },
  { key: 'due_payment_date', label: text('Ngày thanh toán khi đến hạn', 'Due payment date'), kind: 'date' },
];

export const AR_EXAMPLE = {
  buy_mst: '0301234567',
  inv_no: 'HD-2026-0001',
  inv_date: '02/11/2026',
  invoice_amount: 110_000_000,
  ar_amount: 100_000_000,
  maturity_date: '01/02/2027',
  buyer_first_payment: 0,
  buyer_first_payment_date: '',
  due_payment: 100_000_000,
  due_payment_date: '01/02/2027',
};

/** A template row: the form with the buyer named by its tax code instead of an id. */
const arRow = receivableForm.omit({ buy_id: true }).extend({ buy_mst: z.string().trim().min(1).max(20) });
type ArRow = z.infer<typeof arRow>;

interface Checked {
  rows: (ArRow & { buy_id: number; line: number })[];
  problems: RowProblem[];
  total: number;
}

/**
 * Every line checked like the entry form (the §5 money rules, the dates), its buyer one the
 * supplier trades with, its invoice once in the file and not already recorded. Reads only.
 */
async function checkFile(db: DbOrTx, supId: number, buffer: Buffer): Promise<Checked> {
  const lines = await readSheet(buffer, AR_COLUMNS, AR_IMPORT_MAX_ROWS);
  const buyers = new Map(
    (await tradingBuyers(db, supId)).filter((b) => b.mst).map((b) => [b.mst!.toLowerCase(), b.id]),
  );
  const problems: RowProblem[] = [];
  const good: Checked['rows'] = [];
  const seen = new Map<string, number>();
  for (const line of lines) {
    const result = validateRow(arRow, line);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const row = result.data;
    const mine: RowProblem[] = [];
    const buyId = buyers.get(row.buy_mst.toLowerCase());
    if (buyId === undefined)
      mine.push({ line: line.line, column: 'buy_mst', message: ERRORS.AR_BUYER_NOT_TRADING.text });
    for (const p of receivableFormProblems({ ...row, buy_id: buyId ?? 0 }))
      mine.push({ line: line.line, column: p.field, message: ERRORS[p.code].text });
    const key = `${buyId}:${row.inv_no.toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined)
      mine.push({
        line: line.line,
        column: 'inv_no',
        message: text(`trùng với dòng ${first}`, `same as line ${first}`),
      });
    else seen.set(key, line.line);
    if (mine.length > 0) problems.push(...mine);
    else good.push({ ...row, buy_id: buyId!, line: line.line });
  }
  // Invoices already recorded, asked in one query per thousand lines rather than one per line.
  for (let i = 0; i < good.length; i += 1000) {
    const chunk = good.slice(i, i + 1000);
    const taken = await db
      .select({ buy_id: receivables.buy_id, inv_no: sql<string>`lower(${receivables.inv_no})` })
      .from(receivables)
      .where(
        and(
          eq(receivables.ent_id, supId),
          ne(receivables.status, 'DELETED'),
          inArray(
            sql`lower(${receivables.inv_no})`,
            chunk.map((r) => r.inv_no.toLowerCase()),
          ),
        ),
      );
    const takenKeys = new Set(taken.map((t) => `${t.buy_id}:${t.inv_no}`));
    for (const r of chunk)
      if (takenKeys.has(`${r.buy_id}:${r.inv_no.toLowerCase()}`))
        problems.push({ line: r.line, column: 'inv_no', message: ERRORS.AR_INVOICE_TAKEN.text });
  }
  const bad = new Set(problems.map((p) => p.line));
  problems.sort((a, b) => a.line - b.line);
  return { rows: good.filter((r) => !bad.has(r.line)), problems, total: lines.length };
}

function report(problems: RowProblem[], locale: Locale): ImportResponse['data']['errors'] {
  return problems.map((p) => ({
    line: p.line,
    column: p.column,
    messages: [problemText(AR_COLUMNS, p)[locale]],
  }));
}

/** POST /supplier/ar/import/check: the per-line report of a file; nothing is written. */
export async function checkArImport(
  o: Command<{ buffer: Buffer; locale: Locale }>,
): Promise<ImportResponse['data']> {
  const actor = requireActor(o.ctx);
  const { rows, problems, total } = await checkFile(o.db, actor.enterprise_id, o.buffer);
  return { total_rows: total, valid_rows: rows.length, imported: 0, errors: report(problems, o.locale) };
}

/**
 * POST /supplier/ar/import: all the file's receivables or none. A file with any bad line writes
 * nothing and answers 422 IMPORT_FILE_ERROR naming every line and column. The rows go in by
 * thousands with one CREATE history row each (who, when) and one audit row for the file, so
 * 10,000 lines take seconds, not minutes.
 */
export async function importReceivables(
  o: Command<{ buffer: Buffer; locale: Locale }>,
): Promise<ImportResponse['data']> {
  const { db, ctx } = o;
  const actor = requireActor(ctx);
  const decision = decide({ workflow: RECEIVABLE_WORKFLOW, action: 'create', from: null, actor });
  if (!decision.ok) throw new AppError(decision.code);
  const { rows, problems, total } = await checkFile(db, actor.enterprise_id, o.buffer);
  if (problems.length > 0) throw importError(AR_COLUMNS, problems);
  const now = ctx.clock.now();
  try {
    await db.transaction(async (tx) => {
      const ids: number[] = [];
      for (let i = 0; i < rows.length; i += 1000) {
        const inserted = await tx
          .insert(receivables)
          .values(
            rows.slice(i, i + 1000).map(({ buy_mst: _m, line: _l, ...r }) => ({
              ...r,
              ent_id: actor.enterprise_id,
              source: 'IMPORT' as const,
              status: decision.to,
              created_at: now,
              updated_at: now,
              created_by: actor.id,
              updated_by: actor.id,
            })),
          )
          .returning({ id: receivables.id });
        ids.push(...inserted.map((r) => r.id));
        await tx.insert(statusHistory).values(
          inserted.map((r) => ({
            entity: RECEIVABLE_WORKFLOW.entity,
            entityId: String(r.id),
            action: 'IMPORT',
            fromStatus: null,
            toStatus: decision.to,
            actorId: actor.id,
            createdAt: now,
          })),
        );
      }
      await writeAudit(tx, ctx, {
        action: 'receivable.import',
        entity: RECEIVABLE_WORKFLOW.entity,
        entityId: null,
        payload: { rows: ids.length, first_id: ids[0], last_id: ids.at(-1) },
      });
    });
  } catch (err) {
    // Someone recorded one of these invoices while the file was read: nothing was imported.
    if (isUniqueViolation(err, 'receivables_invoice_uq'))
      throw new AppError('AR_INVOICE_TAKEN', { cause: err });
    throw err;
  }
  return { total_rows: total, valid_rows: rows.length, imported: rows.length, errors: [] };
}
