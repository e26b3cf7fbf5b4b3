import {
  countText,
  formatMiB,
  IMPORT_LIMITS,
  IMPORT_TEMPLATES,
  type ImportTemplateType,
} from '@arflow/domain/files';
import type { Locale, Text } from '@arflow/domain/text';
import { translateMessage } from '@arflow/domain/validation';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type FieldMessage } from '../../platform/http/app-error.ts';
import { requestLocale } from '../../platform/http/locale.ts';

/**
 * Excel import and templates (exceljs: a maintained reader and writer of .xlsx, where the format
 * itself — zipped XML with shared strings and styles — is not something to hand-write).
 * An import file is read from the multipart request, checked, parsed and discarded: it is never
 * stored.
 */

/** A bigger upload is refused before it is parsed; the import dialog states the same limits. */
export const IMPORT_MAX_BYTES = IMPORT_LIMITS.companies.maxBytes;
export const IMPORT_MAX_ROWS = IMPORT_LIMITS.companies.maxRows;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface Column {
  key: string;
  label: Text;
  kind: 'text' | 'date' | 'int';
  required?: boolean;
}

/** A refusal naming what the import takes: the .xlsx type (decided by the file's bytes). */
const notXlsx = (cause?: unknown) =>
  new AppError('FILE_TYPE_NOT_ALLOWED', { params: { types: '.xlsx' }, cause });

/**
 * The first file of a multipart request, as bytes: only an .xlsx (a zip) within the import's size.
 * A refusal says which limit the file broke (its size in MiB, its type), never just "invalid".
 */
export async function readUpload(req: FastifyRequest, maxBytes: number = IMPORT_MAX_BYTES): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const tooLarge = () => new AppError('FILE_TOO_LARGE', { params: { max: formatMiB(maxBytes) } });
  let buffer: Buffer | undefined;
  try {
    const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (part) {
      buffer = await part.toBuffer();
      // toBuffer() may answer the bytes cut at the limit as if whole (platform/http/uploads.ts).
      if (part.file.truncated) throw tooLarge();
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw tooLarge();
    // A malformed multipart body (cut short, wrong boundary) is a bad file, not a server error.
    throw new AppError('FILE_NOT_VALID', { cause: err });
  }
  if (!buffer) throw new AppError('FILE_REQUIRED');
  // An .xlsx is a zip archive: it starts with the local file header signature "PK\x03\x04".
  if (buffer.length < 4 || buffer.readUInt32BE(0) !== 0x504b0304) throw notXlsx();
  return buffer;
}

function isoFromDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** A cell's value as the row schema expects it: texts trimmed, dates ISO, empty as undefined. */
function cellValue(raw: ExcelJS.CellValue, kind: Column['kind']): unknown {
  let v: unknown = raw;
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    const o = v as { result?: unknown; text?: unknown; richText?: { text: string }[] };
    if (o.richText) v = o.richText.map((r) => r.text).join('');
    else if ('result' in o) v = o.result;
    else if ('text' in o) v = o.text;
    else v = String(v);
  }
  if (v === null || v === undefined) return undefined;
  if (kind === 'date') {
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? String(v) : isoFromDate(v);
    const s = String(v).trim();
    const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
    if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
    return s === '' ? undefined : s;
  }
  if (kind === 'int') {
    if (typeof v === 'number') return v;
    const s = String(v).trim();
    if (s === '') return undefined;
    return /^-?\d+$/.test(s) ? Number(s) : s;
  }
  if (v instanceof Date) return isoFromDate(v);
  const s = String(v).trim();
  return s === '' ? undefined : s;
}

export interface SheetRow {
  /** The row's number in Excel, as the user sees it. */
  line: number;
  values: Record<string, unknown>;
}

/**
 * The data rows of the first sheet. Row 1 must be the template's header (each column ends with
 * its key in brackets, in the template's order); empty rows are skipped.
 */
export async function readSheet(
  buffer: Buffer,
  columns: readonly Column[],
  maxRows: number = IMPORT_MAX_ROWS,
): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch (err) {
    // A zip that is no workbook (or a damaged one): not of the type the import takes.
    throw notXlsx(err);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notXlsx();
  const header = sheet.getRow(1);
  columns.forEach((c, i) => {
    const text = String(cellValue(header.getCell(i + 1).value, 'text') ?? '');
    if (!text.endsWith(`(${c.key})`)) throw new AppError('IMPORT_TEMPLATE_MISMATCH');
  });
  const rows: SheetRow[] = [];
  for (let n = 2; n <= sheet.rowCount; n++) {
    const row = sheet.getRow(n);
    const values: Record<string, unknown> = {};
    columns.forEach((c, i) => {
      const v = cellValue(row.getCell(i + 1).value, c.kind);
      if (v !== undefined) values[c.key] = v;
    });
    if (Object.keys(values).length === 0) continue;
    if (rows.length >= maxRows)
      throw new AppError('IMPORT_TOO_MANY_ROWS', { params: { max: countText(maxRows) } });
    rows.push({ line: n, values });
  }
  if (rows.length === 0) throw new AppError('IMPORT_FILE_EMPTY');
  return rows;
}

/** One problem of one row: the line, the column's key and its message in both languages. */
export interface RowProblem {
  line: number;
  column: string;
  message: FieldMessage;
}

function labelOf(columns: readonly Column[], key: string): Text {
  return columns.find((c) => c.key === key)?.label ?? { vi: key, en: key };
}

/** A row problem as the user reads it: "Dòng 5, Mã số thuế: …" / "Line 5, Tax code: …". */
export function problemText(columns: readonly Column[], p: RowProblem): Text {
  const label = labelOf(columns, p.column);
  const text = (locale: 'vi' | 'en') =>
    typeof p.message === 'string' ? translateMessage(p.message, locale) : p.message[locale];
  return {
    vi: `Dòng ${p.line}, ${label.vi}: ${text('vi')}`,
    en: `Line ${p.line}, ${label.en}: ${text('en')}`,
  };
}

/** Validate one row with its schema: the parsed row, or its problems (one per field). */
export function validateRow<S extends z.ZodType>(
  schema: S,
  row: SheetRow,
): { ok: true; data: z.infer<S> } | { ok: false; problems: RowProblem[] } {
  const parsed = schema.safeParse(row.values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const seen = new Set<string>();
  const problems: RowProblem[] = [];
  for (const issue of parsed.error.issues) {
    const column = String(issue.path[0] ?? 'row');
    if (seen.has(column)) continue;
    seen.add(column);
    const message = issue.message.split('?', 1)[0]!;
    problems.push({ line: row.line, column, message: isKnownMessage(message) ? issue.message : 'invalid' });
  }
  return { ok: false, problems };
}

function isKnownMessage(key: string): boolean {
  return translateMessage(key, 'en') !== key;
}

/**
 * A file with bad rows: 422 IMPORT_FILE_ERROR whose `fields` name each line and column
 * (`rows.<line>.<column>`) and whose messages say "Line n, column: problem".
 */
export function importError(columns: readonly Column[], problems: readonly RowProblem[]): AppError {
  const fields: Record<string, FieldMessage[]> = {};
  for (const p of problems) {
    const key = `rows.${p.line}.${p.column}`;
    fields[key] = [...(fields[key] ?? []), problemText(columns, p)];
  }
  return new AppError('IMPORT_FILE_ERROR', { fields, params: { line: problems[0]?.line ?? 0 } });
}

/**
 * A template workbook in the user's language: the header row (label and key: the import reads the
 * key, so a file filled from either language's template imports the same), column widths,
 * text-formatted columns.
 */
export async function templateWorkbook(
  locale: Locale,
  sheetName: Text,
  columns: readonly Column[],
  example: Record<string, string | number>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ARFlow';
  // The data sheet has the header only (an example row left in would be imported); the example
  // sits on a second sheet, which the import does not read.
  const exampleName = EXAMPLE_SHEET[locale];
  for (const name of [sheetName[locale], exampleName]) {
    const sheet = workbook.addWorksheet(name);
    sheet.columns = columns.map((c) => ({
      header: `${c.label[locale]}${c.required ? ' *' : ''} (${c.key})`,
      key: c.key,
      width: Math.max(18, c.label[locale].length + c.key.length + 6),
      // Text format keeps leading zeros of tax codes, ID cards and phone numbers.
      style: c.kind === 'int' ? {} : { numFmt: '@' },
    }));
    sheet.getRow(1).font = { bold: true };
    if (name === exampleName) sheet.addRow(example);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const EXAMPLE_SHEET: Text = { vi: 'Ví dụ', en: 'Example' };

/** What a template is made of: its import's columns and the example row of its second sheet. */
export interface TemplateSource {
  columns: readonly Column[];
  example: Record<string, string | number>;
}

/** Answer an import's template (IMPORT_TEMPLATES) as an .xlsx attachment in the request's language. */
export async function sendTemplate(
  req: FastifyRequest,
  reply: FastifyReply,
  type: ImportTemplateType,
  source: TemplateSource,
): Promise<FastifyReply> {
  const locale = requestLocale(req);
  const { sheet, file } = IMPORT_TEMPLATES[type];
  const body = await templateWorkbook(locale, sheet, source.columns, source.example);
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${file[locale]}"`)
    .header('content-language', locale)
    .send(body);
}
