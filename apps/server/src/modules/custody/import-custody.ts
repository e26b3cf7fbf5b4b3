import type { ImportResponse } from '@arflow/domain/api/companies';
import { CUSTODY_DOC_TYPES } from '@arflow/domain/api/custody';
import { ERRORS } from '@arflow/domain/errors';
import { IMPORT_TEMPLATES } from '@arflow/domain/files';
import type { DocumentStatus } from '@arflow/domain/statuses/document';
import { type Locale, text } from '@arflow/domain/text';
import { isoDate, msg, optionalText, requiredText } from '@arflow/domain/validation';
import { CUSTODY_WORKFLOW } from '@arflow/domain/workflows/custody';
import { decide } from '@arflow/domain/workflows/engine';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { type Column, importError, type RowProblem, readSheet, validateRow } from '../enterprises/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { custodyDocuments } from './custody.tables.ts';

export const CUSTODY_IMPORT_LIMITS = IMPORT_TEMPLATES.custody.limits;

/** The document-storage template's columns (spec §3 document and store), in order. */
export const CUSTODY_COLUMNS: readonly Column[] = [
  { key: 'trans_code', label: text('Mã giao dịch', 'Transaction code'), kind: 'text', required: true },
  { key: 'doc_type', label: text('Loại hồ sơ', 'Document type'), kind: 'text', required: true },
  { key: 'doc_name', label: text('Tên hồ sơ', 'Document name'), kind: 'text', required: true },
  { key: 'unit_code', label: text('Mã đơn vị lưu kho', 'Unit code'), kind: 'text', required: true },
  { key: 'return_date', label: text('Ngày trả', 'Return date'), kind: 'date' },
  { key: 'note', label: text('Ghi chú', 'Note'), kind: 'text' },
];

export const CUSTODY_EXAMPLE = {
  trans_code: 'GD-20261102-0001',
  doc_type: 'CONTRACT',
  doc_name: 'Hợp đồng mua bán số 12/2026/HĐMB',
  unit_code: 'KE-A1/HOP-03',
  return_date: '30/12/2026',
  note: `Loại hồ sơ: ${CUSTODY_DOC_TYPES.join(', ')}`,
};

const custodyRow = z.object({
  trans_code: requiredText(40),
  doc_type: z.enum(CUSTODY_DOC_TYPES, { error: msg('invalid') }),
  doc_name: requiredText(200),
  unit_code: requiredText(50).regex(/^[A-Za-z0-9./_-]+$/, { error: msg('alpha_dash') }),
  return_date: isoDate().optional(),
  note: optionalText(1000),
});
type Row = z.infer<typeof custodyRow> & { line: number; trans_id: number; ent_id: number };

/** Every line checked like the form, its transaction one that exists. Reads only. */
async function checkFile(db: DbOrTx, buffer: Buffer) {
  const lines = await readSheet(buffer, CUSTODY_COLUMNS, CUSTODY_IMPORT_LIMITS.maxRows);
  const problems: RowProblem[] = [];
  const parsed: (z.infer<typeof custodyRow> & { line: number })[] = [];
  for (const line of lines) {
    const result = validateRow(custodyRow, line);
    if (result.ok) parsed.push({ ...result.data, line: line.line });
    else problems.push(...result.problems);
  }
  const codes = [...new Set(parsed.map((r) => r.trans_code.toLowerCase()))];
  const found = new Map<string, { id: number; ent_id: number }>();
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await db
      .select({
        id: transactions.id,
        ent_id: transactions.ent_id,
        code: sql<string>`lower(${transactions.trans_code})`,
      })
      .from(transactions)
      .where(inArray(sql`lower(${transactions.trans_code})`, codes.slice(i, i + 1000)));
    for (const r of rows) found.set(r.code, r);
  }
  const good: Row[] = [];
  for (const r of parsed) {
    const t = found.get(r.trans_code.toLowerCase());
    if (t) good.push({ ...r, trans_id: t.id, ent_id: t.ent_id });
    else
      problems.push({ line: r.line, column: 'trans_code', message: ERRORS.CUSTODY_TRANSACTION_UNKNOWN.text });
  }
  problems.sort((a, b) => a.line - b.line);
  return { rows: good, problems, total: lines.length };
}

/**
 * POST /documents/upload (documents announced, recorded missing until their originals arrive) and
 * /documents/upload-dxtd (originals handed over with the file, recorded complete; decision 0093).
 * All the file's documents or none: a file with a bad line writes nothing and answers 422
 * IMPORT_FILE_ERROR naming each line and column.
 */
export async function importCustody(
  o: Command<{ buffer: Buffer; locale: Locale; delivered: boolean }>,
): Promise<ImportResponse['data']> {
  const { db, ctx } = o;
  const actor = requireActor(ctx);
  const created = decide({ workflow: CUSTODY_WORKFLOW, action: 'create', from: null, actor });
  if (!created.ok) throw new AppError(created.code);
  let status: DocumentStatus = created.to;
  if (o.delivered) {
    const received = decide({ workflow: CUSTODY_WORKFLOW, action: 'receive', from: status, actor });
    if (!received.ok) throw new AppError(received.code);
    status = received.to;
  }
  const { rows, problems, total } = await checkFile(db, o.buffer);
  if (problems.length > 0) throw importError(CUSTODY_COLUMNS, problems);
  const now = ctx.clock.now();
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 1000) {
      const inserted = await tx
        .insert(custodyDocuments)
        .values(
          rows.slice(i, i + 1000).map(({ line: _l, trans_code: _c, return_date, ...r }) => ({
            ...r,
            return_date: return_date ?? null,
            status,
            created_at: now,
            updated_at: now,
            created_by: actor.id,
            updated_by: actor.id,
          })),
        )
        .returning({ id: custodyDocuments.id });
      ids.push(...inserted.map((r) => r.id));
      await tx.insert(statusHistory).values(
        inserted.map((r) => ({
          entity: CUSTODY_WORKFLOW.entity,
          entityId: String(r.id),
          action: 'IMPORT',
          fromStatus: null,
          toStatus: String(status),
          actorId: actor.id,
          createdAt: now,
        })),
      );
    }
    await writeAudit(tx, ctx, {
      action: o.delivered ? 'custody_document.import-delivered' : 'custody_document.import',
      entity: CUSTODY_WORKFLOW.entity,
      entityId: null,
      payload: { rows: ids.length, first_id: ids[0], last_id: ids.at(-1) },
    });
  });
  return { total_rows: total, valid_rows: rows.length, imported: rows.length, errors: [] };
}
