import { type ImportResponse, importQuery, importResponse } from '@arflow/domain/api/companies';
import type { Access } from '@arflow/domain/permissions';
import { type Locale, text } from '@arflow/domain/text';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { type Command, type RequestContext, requestContext } from '../../platform/http/context.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import {
  type Column,
  importError,
  problemText,
  type RowProblem,
  readSheet,
  readUpload,
  validateRow,
} from './excel.ts';
import { uniqueViolationError } from './uniqueness.ts';

/**
 * One kind of Excel import (buyers, individual suppliers): its template's columns, the row's
 * schema, what a file may hold once, how a row clashes with the database and how a row is written.
 * The skeleton (read, check, report, import all or the good rows) is the same for every kind.
 */
export interface ImportKind<R extends Record<string, unknown>> {
  columns: readonly Column[];
  row: z.ZodType<R>;
  /** Fields each file holds at most once (any case); empty values are not compared. */
  uniqueInFile: readonly (keyof R & string)[];
  /** A valid row's clashes with what the database holds. */
  taken(db: Db, row: R, line: number): Promise<RowProblem[]>;
  /** Write one good row, its history and audit, in the import's transaction. */
  insert(tx: Tx, ctx: RequestContext, row: R): Promise<void>;
}

/**
 * Read a file: each row checked with the form's rules, against the file's other rows and against
 * the database. Nothing is written here.
 */
async function checkFile<R extends Record<string, unknown>>(db: Db, buffer: Buffer, kind: ImportKind<R>) {
  const rows = await readSheet(buffer, kind.columns);
  const problems: RowProblem[] = [];
  const good: R[] = [];
  const seen = new Map(kind.uniqueInFile.map((k) => [k, new Map<string, number>()]));
  for (const row of rows) {
    const result = validateRow(kind.row, row);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const data = result.data as R;
    const mine: RowProblem[] = [];
    for (const [key, lines] of seen) {
      const raw = data[key];
      if (raw === null || raw === undefined || raw === '') continue;
      const value = String(raw).toLowerCase();
      const first = lines.get(value);
      if (first !== undefined)
        mine.push({
          line: row.line,
          column: key,
          message: text(`trùng với dòng ${first}`, `same as line ${first}`),
        });
      else lines.set(value, row.line);
    }
    mine.push(...(await kind.taken(db, data, row.line)));
    if (mine.length > 0) problems.push(...mine);
    else good.push(data);
  }
  return { good, problems, total: rows.length };
}

function report(
  columns: readonly Column[],
  problems: RowProblem[],
  locale: Locale,
): ImportResponse['data']['errors'] {
  return problems.map((p) => ({
    line: p.line,
    column: p.column,
    messages: [problemText(columns, p)[locale]],
  }));
}

/** Check a file and answer its row report; nothing is imported (the portal shows it first). */
export async function checkImport<R extends Record<string, unknown>>(opts: {
  db: Db;
  buffer: Buffer;
  locale: Locale;
  kind: ImportKind<R>;
}): Promise<ImportResponse['data']> {
  const { good, problems, total } = await checkFile(opts.db, opts.buffer, opts.kind);
  return {
    total_rows: total,
    valid_rows: good.length,
    imported: 0,
    errors: report(opts.kind.columns, problems, opts.locale),
  };
}

/**
 * Import a file in one transaction. A file with any bad row imports nothing (422 naming every bad
 * line) unless `importValidRows`, which imports the good rows and reports the bad ones.
 */
export async function runImport<R extends Record<string, unknown>>(
  opts: Command<{ buffer: Buffer; importValidRows: boolean; locale: Locale; kind: ImportKind<R> }>,
): Promise<ImportResponse['data']> {
  const { db, ctx, kind } = opts;
  const { good, problems, total } = await checkFile(db, opts.buffer, kind);
  if (problems.length > 0 && !opts.importValidRows) throw importError(kind.columns, problems);
  try {
    await db.transaction(async (tx) => {
      for (const row of good) await kind.insert(tx, ctx, row);
    });
  } catch (err) {
    // Someone saved one of these companies while the file was read: nothing was imported.
    throw uniqueViolationError(err) ?? err;
  }
  return {
    total_rows: total,
    valid_rows: good.length,
    imported: good.length,
    errors: report(kind.columns, problems, opts.locale),
  };
}

/**
 * The import route of a kind: POST multipart (one .xlsx), `?import_valid_rows=true` to import
 * the good rows of a file with bad ones; `checkOnly` answers the report without importing.
 */
export function importRoute<R extends Record<string, unknown>>(
  app: ZodApp,
  deps: ModuleDeps,
  o: { path: string; access: Access; tags: string[]; kind: ImportKind<R>; checkOnly?: boolean },
): void {
  app.post(
    o.path,
    {
      config: { access: o.access },
      schema: {
        tags: o.tags,
        consumes: ['multipart/form-data'],
        ...(o.checkOnly ? {} : { querystring: importQuery }),
        response: { 200: importResponse },
      },
    },
    async (req) => {
      const buffer = await readUpload(req);
      const locale = requestLocale(req);
      if (o.checkOnly) return { data: await checkImport({ db: deps.db, buffer, locale, kind: o.kind }) };
      const { import_valid_rows } = req.query as { import_valid_rows: boolean };
      return {
        data: await runImport({
          db: deps.db,
          ctx: requestContext(req, deps.clock),
          buffer,
          importValidRows: import_valid_rows,
          locale,
          kind: o.kind,
        }),
      };
    },
  );
}
