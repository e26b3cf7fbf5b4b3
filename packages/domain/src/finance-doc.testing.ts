import { readFileSync } from 'node:fs';
import { formatRate, formatVnd, type RateInput } from './money.ts';

/**
 * What the tests of the money rules share to check docs/finance.md: its worked examples are data
 * in those tests, and each `examples:` table of the document must show exactly their rows.
 */

const doc = readFileSync(new URL('../../../docs/finance.md', import.meta.url), 'utf8');

/** The body rows of the table that follows `<!-- examples: name -->`, as trimmed cells. */
export function docTable(name: string): string[][] {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.trim() === `<!-- examples: ${name} -->`);
  if (start < 0) throw new Error(`docs/finance.md has no examples table '${name}'`);
  const rows: string[][] = [];
  for (let i = start + 1; i < lines.length && lines[i]?.trim().startsWith('|'); i += 1) {
    rows.push(
      lines[i]!.trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => c.trim()),
    );
  }
  return rows.slice(2); // header and separator
}

/** The names of every `examples:` table of the document. */
export function docExampleNames(): string[] {
  return [...doc.matchAll(/<!-- examples: ([\w-]+) -->/g)].map((m) => m[1]!);
}

/** Amounts and rates as the document's tables write them (Vietnamese style). */
export const vnd = (n: number) => formatVnd(n);
export const pct = (r: RateInput) => formatRate(r, 'vi');

/** The §3 receivable of the guide: 1.000.000.000 at 80 %, 12 % a year, platform 1 %, 90 days. */
export const WORKED_TERMS = {
  arAmount: 1_000_000_000,
  paymentRatio: 80,
  discountRate: 12,
  platformRate: 1,
  paymentDate: '2026-03-03',
  maturityDate: '2026-06-01',
};
