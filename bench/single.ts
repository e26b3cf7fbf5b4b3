import ExcelJS from 'exceljs';
import { AR_COLUMNS } from '../apps/server/src/modules/receivables/import-receivables.ts';
import { GENERATED_RECEIVABLES } from './generate-receivables.ts';
import { watchPeakRss } from './rss.ts';
import type { SingleId } from './targets.ts';

/**
 * Scenarios of ONE heavy request (an export of every row, an import of a full file): its wall
 * time and the server's peak resident memory while it ran, beside its target (SINGLE_TARGETS).
 */
export interface SingleScenario {
  id: SingleId;
  title: string;
  /** The demo user the request is sent as (signed in first). */
  user: string;
  /** The request, built before the clock starts (a workbook to upload is not the server's time). */
  request(ctx: { base: string; token: string }): Promise<{ path: string; init: RequestInit }>;
  /** Checks the answer (status already 200); returns a problem. */
  check(body: Buffer): string | undefined;
}

/**
 * THE list export the benchmark downloads: supplier1's receivables (GET /api/receivables/export),
 * the 100,000 generate-receivables.ts adds for its company and the demo seed's 38, newest first.
 */
export const EXPORT_TARGET = {
  path: '/api/receivables/export?sort_column=updated_at&sort_direction=DESC',
  user: 'supplier1',
  rows: GENERATED_RECEIVABLES + 38,
};

/** A streamed xlsx of n rows of about ten cells: deflated XML, measured ≈ 60–70 bytes a row. */
const EXPORT_BYTES_PER_ROW = { min: 25, max: 1000 };

export const IMPORT_ROWS = 10_000;

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const addDaysIso = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A valid import file of `rows` receivables on the buyer with tax code `buyMst`, in the template's
 * layout (row 1: "label (key)" per AR_COLUMNS, the import reads the key), dates as the template's
 * dd/MM/yyyy text. Invoice numbers `BENIMP-…` clash with no seeded or generated one.
 */
export async function importWorkbook(buyMst: string, rows = IMPORT_ROWS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('AR');
  sheet.columns = AR_COLUMNS.map((c) => ({ header: `${c.label.vi} (${c.key})`, key: c.key }));
  for (let n = 1; n <= rows; n++) {
    // Weekday invoices (Monday 5 January 2026 + whole weeks + 0–4 days), 4–16 weeks to maturity.
    const invDate = addDaysIso('2026-01-05', (n % 52) * 7 + (n % 5));
    const maturity = addDaysIso(invDate, 28 * (1 + (n % 4)));
    const ar = 20_000_000 + ((n * 7919) % 500) * 1_000_000;
    const first = n % 4 === 0 ? 5_000_000 : 0;
    sheet.addRow({
      buy_mst: buyMst,
      inv_no: `BENIMP-${String(n).padStart(6, '0')}`,
      inv_date: ddmmyyyy(invDate),
      invoice_amount: ar + (n % 5) * 1_000_000,
      ar_amount: ar,
      maturity_date: ddmmyyyy(maturity),
      buyer_first_payment: first,
      buyer_first_payment_date: first > 0 ? ddmmyyyy(addDaysIso(invDate, 14)) : '',
      due_payment: ar - first,
      due_payment_date: ddmmyyyy(maturity),
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const SINGLE_SCENARIOS: SingleScenario[] = [
  {
    id: 'export',
    title: `GET ${EXPORT_TARGET.path.split('?')[0]} (${EXPORT_TARGET.rows.toLocaleString('en')} rows to xlsx)`,
    user: EXPORT_TARGET.user,
    request: async ({ token }) => ({
      path: EXPORT_TARGET.path,
      init: { headers: { authorization: `Bearer ${token}` } },
    }),
    check: (body) => {
      if (body.length < 4 || body.readUInt32BE(0) !== 0x504b0304)
        return 'the answer is no xlsx (no zip magic PK)';
      const { min, max } = EXPORT_BYTES_PER_ROW;
      const { rows } = EXPORT_TARGET;
      if (body.length < rows * min || body.length > rows * max)
        return `${body.length} bytes for ${rows} rows: outside ${min}–${max} bytes a row`;
      return undefined;
    },
  },
  {
    id: 'import-10k',
    title: `POST /api/supplier/ar/import (${IMPORT_ROWS.toLocaleString('en')} receivables, multipart)`,
    user: 'supplier1',
    request: async ({ base, token }) => {
      const authorization = `Bearer ${token}`;
      // The buyer by its tax code, as a supplier fills the template: one it trades with.
      const res = await fetch(`${base}/api/supplier/ar/buyers`, { headers: { authorization } });
      const buyers = ((await res.json()) as { data?: { mst: string | null }[] }).data ?? [];
      const mst = buyers.find((b) => b.mst)?.mst;
      if (!mst)
        throw new Error(`import-10k: supplier1 trades with no buyer that has a tax code (${res.status})`);
      const form = new FormData();
      form.append('file', new Blob([await importWorkbook(mst)]), 'receivables.xlsx');
      return {
        path: '/api/supplier/ar/import',
        init: { method: 'POST', headers: { authorization }, body: form },
      };
    },
    check: (body) => {
      const imported = (JSON.parse(body.toString('utf8')) as { data?: { imported?: number } }).data?.imported;
      return imported === IMPORT_ROWS ? undefined : `expected ${IMPORT_ROWS} imported, got ${imported}`;
    },
  },
];

export interface SingleResult {
  ms: number;
  peakRssMb: number | undefined;
  /** The server's resident memory just before the request. */
  startRssMb: number | undefined;
  rssHow: string;
  bytes: number;
  /** Why the answer is wrong (status, shape); undefined when it is the expected one. */
  problem: string | undefined;
}

/** Sends the scenario's one request and times it to the last byte, watching the server's memory. */
export async function runSingle(
  base: string,
  serverPid: number,
  scenario: SingleScenario,
  token: string,
): Promise<SingleResult> {
  const { path, init } = await scenario.request({ base, token });
  const stop = watchPeakRss(serverPid);
  const began = performance.now();
  const answer = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(120_000) })
    .then(async (res) => ({ status: res.status, body: Buffer.from(await res.arrayBuffer()) }))
    .catch((err: unknown) => {
      stop();
      throw err;
    });
  const ms = performance.now() - began;
  const peak = stop();
  const { status, body } = answer;
  const problem =
    status === 200 ? scenario.check(body) : `answered ${status}: ${body.toString('utf8', 0, 300)}`;
  return {
    ms,
    peakRssMb: peak.peakMb,
    startRssMb: peak.startMb,
    rssHow: peak.how,
    bytes: body.length,
    problem,
  };
}
