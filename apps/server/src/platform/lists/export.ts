import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { ListColumn, ListExport } from '@arflow/domain/api/paging';
import { DISPLAY_TIME_ZONE } from '@arflow/domain/format';
import { type Locale, pick } from '@arflow/domain/text';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { requestLocale } from '../http/locale.ts';
import type { ZodApp } from '../http/types.ts';
import { labelOf } from './texts.ts';

dayjs.extend(utc);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The list is exported to Excel at `<url>/export` with the same access, filters and sort
     * (registerListExports): its columns, declared once in the domain, and its file's name.
     */
    list?: ListExport;
  }
}

/** Where findPage writes every matching row instead of a page, for `<list>/export`. */
export const EXPORT = Symbol('arflow.export');

export interface ExportSink {
  /** Called once, when the rows are about to come: the answer's headers go out then. */
  open(): Promise<void>;
  write(row: Record<string, unknown>): void;
  /** After a batch: waits while the client is slower than the database. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** A list input that may carry an export sink (the validated query or body, plus the symbol). */
export type MaybeExport = { [EXPORT]?: ExportSink };

/** A route as the onRoute hook sees it: with the prefix of the context it was declared in. */
export type ListRoute = RouteOptions & { prefix: string };

/** Excel's last row is 1,048,576; one is the header. */
export const EXPORT_MAX_ROWS = 1_048_575;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface SheetColumn {
  key: string;
  header: string;
  width: number;
  numFmt?: string;
  value: (v: unknown) => ExcelJS.CellValue;
}

const MONEY_FORMAT: Record<Locale, string> = { vi: '#,##0 "đ"', en: '"VND" #,##0' };
// The portal's date order in each language (spec §5: dd/MM/yyyy in Vietnamese, MM/dd/yyyy in English).
const DATE_FORMAT: Record<Locale, string> = { vi: 'dd/mm/yyyy', en: 'mm/dd/yyyy' };
const DATE_TIME_FORMAT: Record<Locale, string> = { vi: 'dd/mm/yyyy hh:mm', en: 'mm/dd/yyyy hh:mm' };
const YES_NO: Record<Locale, [string, string]> = { vi: ['Có', 'Không'], en: ['Yes', 'No'] };

/** A calendar date as Excel's date: midnight UTC, which Excel shows as that day whatever its zone. */
function excelDate(v: unknown): Date | null {
  if (typeof v !== 'string' || v === '') return null;
  const d = dayjs.utc(v.slice(0, 10));
  return d.isValid() ? d.toDate() : null;
}

/**
 * The wall clock in Vietnam, read by one Intl formatter made once: dayjs's timezone plugin builds
 * one per call (85 µs a cell, 8.5 s of a 100,000-row export); this costs about 6 µs.
 */
const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** An instant as the wall time in Vietnam (Excel has no zones): what the portal shows. */
function excelDateTime(v: unknown): Date | null {
  if (typeof v !== 'string' && !(v instanceof Date)) return null;
  const instant = new Date(v);
  if (Number.isNaN(instant.getTime())) return null;
  const p: Record<string, number> = {};
  for (const { type, value } of WALL_CLOCK.formatToParts(instant)) p[type] = Number(value);
  return new Date(Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!));
}

function plain(locale: Locale) {
  return (v: unknown): ExcelJS.CellValue => {
    if (v === null || v === undefined) return null;
    if (typeof v === 'boolean') return YES_NO[locale][v ? 0 : 1];
    if (typeof v === 'number' || typeof v === 'string') return v;
    if (v instanceof Date) return v;
    return JSON.stringify(v);
  };
}

async function sheetColumn(c: ListColumn, locale: Locale): Promise<SheetColumn> {
  const header = await labelOf(c.label, locale);
  const width = Math.min(Math.max(header.length + 2, 12), 50);
  const base = { key: c.key, header, width };
  if (c.statuses) {
    const statuses = c.statuses;
    return {
      ...base,
      value: (v) => {
        const s = statuses[String(v)];
        return s ? pick(s.label, locale) : plain(locale)(v);
      },
    };
  }
  if (c.names) {
    // Each name in the reader's language once, not once a cell.
    const words = new Map(
      await Promise.all(
        Object.entries(c.names).map(async ([code, name]) => [code, await labelOf(name, locale)] as const),
      ),
    );
    return { ...base, value: (v) => words.get(String(v)) ?? plain(locale)(v) };
  }
  switch (c.kind) {
    case 'money':
      return {
        ...base,
        numFmt: MONEY_FORMAT[locale],
        value: (v) => (typeof v === 'number' ? v : null),
      };
    case 'rate':
      return { ...base, numFmt: '0.00"%"', value: (v) => (v === null || v === undefined ? null : Number(v)) };
    case 'date':
      return { ...base, numFmt: DATE_FORMAT[locale], value: excelDate };
    case 'dateTime':
      return { ...base, width: Math.max(width, 17), numFmt: DATE_TIME_FORMAT[locale], value: excelDateTime };
    default:
      return { ...base, value: plain(locale) };
  }
}

/**
 * A streamed workbook of one sheet: the header row in the user's language, then a row per
 * record as findPage reads it from the cursor, written to the answer as it goes (exceljs's
 * streaming writer keeps no rows; inline strings, so no shared-string table grows).
 */
async function xlsxSink(reply: FastifyReply, list: ListExport, locale: Locale, today: string) {
  const columns = await Promise.all(list.columns.map((c) => sheetColumn(c, locale)));
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(list.file.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    key: c.key,
    header: c.header,
    width: c.width,
    ...(c.numFmt && { style: { numFmt: c.numFmt } }),
  }));
  sheet.getRow(1).font = { bold: true };
  let opened = false;
  const sink: ExportSink & { opened: () => boolean } = {
    opened: () => opened,
    async open() {
      opened = true;
      void reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${list.file}-${today}.xlsx"`)
        .send(out);
    },
    write(row) {
      const values: Record<string, ExcelJS.CellValue> = {};
      for (const c of columns) values[c.key] = c.value(row[c.key]);
      sheet.addRow(values).commit();
    },
    async drain() {
      // exceljs writes the sheet's XML into the zip without waiting (its StreamBuf ignores the
      // zip entry's backpressure): wait on that entry too, or a fast cursor fills memory with
      // XML not yet deflated (about 2.5 kB a row measured before this wait).
      const zipEntry = (sheet as unknown as { stream?: { pipes?: NodeJS.WritableStream[] } }).stream
        ?.pipes?.[0] as (NodeJS.WritableStream & { writableNeedDrain?: boolean }) | undefined;
      if (zipEntry?.writableNeedDrain) await once(zipEntry, 'drain');
      if (out.writableNeedDrain) await once(out, 'drain');
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
  return { sink, abort: (err: Error) => out.destroy(err) };
}

/** A whole answer's rows (a list declared `rows: 'answer'`), written as a streamed list's are. */
async function writeAll(sink: ExportSink, rows: unknown): Promise<void> {
  if (!Array.isArray(rows)) throw new Error('a list exported from its answer must answer { data: [...] }');
  await sink.open();
  for (const row of rows) sink.write(row as Record<string, unknown>);
  await sink.close();
}

export interface ExportSlots {
  /** A slot for one export, or 429 EXPORTS_BUSY (Retry-After) when all are taken; call the answer to free it. */
  take(): () => void;
}

/**
 * At most `max` exports at once on this instance. Each holds a pool connection and its cursor
 * until its last row has left; without a bound, a few users exporting at once would take every
 * connection of the pool from everyone else's requests.
 */
export function exportSlots(max: number): ExportSlots {
  let running = 0;
  return {
    take() {
      if (running >= max) throw new AppError('EXPORTS_BUSY', { headers: { 'retry-after': '30' } });
      running += 1;
      let freed = false;
      return () => {
        if (!freed) running -= 1;
        freed = true;
      };
    },
  };
}

/**
 * `<url>/export` for every list route of a module that declares `config.list`: the same access,
 * the same request schema (filters and sort; paging is ignored), the same handler, which hands
 * the validated input to findPage; findPage sees the sink and streams every matching row into
 * the workbook from a database cursor instead of answering a page. Called after the module's
 * routes, in the module's context, with the routes its onRoute hook collected.
 */
export function registerListExports(
  app: ZodApp,
  routes: readonly ListRoute[],
  { today, slots }: { today: () => string; slots: ExportSlots },
): void {
  for (const route of routes) {
    const list = route.config?.list;
    const method = [route.method].flat()[0];
    // Fastify adds a HEAD route beside each GET, with its config: the GET's export serves both.
    if (!list || (method !== 'GET' && method !== 'POST')) continue;
    const field = method === 'GET' ? 'query' : 'body';
    const url = `${route.url.slice(route.prefix.length)}/export`;
    const { list: _list, ...config } = route.config ?? {};
    app.route({
      method,
      url,
      config,
      schema: {
        summary: `The list ${list.file} as an Excel workbook: every row under its filters and sort.`,
        ...(route.schema?.tags !== undefined && { tags: route.schema.tags }),
        ...(route.schema?.querystring !== undefined && { querystring: route.schema.querystring }),
        ...(route.schema?.body !== undefined && { body: route.schema.body }),
        ...(route.schema?.params !== undefined && { params: route.schema.params }),
      },
      handler: async function exportList(req: FastifyRequest, reply: FastifyReply) {
        const release = slots.take();
        try {
          const { sink, abort } = await xlsxSink(reply, list, requestLocale(req), today());
          const input = { ...(req[field] as object), [EXPORT]: sink };
          const withSink = Object.create(req, { [field]: { value: input, enumerable: true } });
          try {
            const answer = (await route.handler.call(this, withSink, reply)) as
              | { data?: unknown }
              | undefined;
            if (list.rows === 'answer' && !sink.opened()) await writeAll(sink, answer?.data);
          } catch (err) {
            if (!sink.opened()) throw err;
            abort(err as Error);
            return reply;
          }
          if (!sink.opened())
            throw new Error(`${method} ${route.url} declares an export but did not stream one`);
          return reply;
        } finally {
          release();
        }
      },
    });
  }
}
