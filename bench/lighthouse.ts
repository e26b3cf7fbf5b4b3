import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { PAGE_TARGETS, type PageId } from './targets.ts';

/**
 * The portal's first load as Lighthouse scores it: its desktop preset (simulated 40 ms RTT,
 * 10 Mbit/s, no CPU slowdown) on the production build the bench server serves. Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium): nothing here downloads a browser.
 */
export const PAGES: ReadonlyArray<{ id: PageId; path: string; title: string }> = [
  { id: 'page-sign-in', path: '/', title: 'sign-in page' },
  { id: 'page-sample-list', path: '/sample', title: 'sample list page (public)' },
];

/** Runs per page; the median score is kept (one run moves by a few points on a busy machine). */
const RUNS = 3;

export interface PageOutcome {
  id: PageId;
  path: string;
  score: number;
  lcpMs: number;
  scores: number[];
  misses: string[];
}

/** Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART): such a run is repeated. */
async function runOnce(url: string, port: number, attempts = 3): Promise<{ score: number; lcpMs: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`(retrying: ${error instanceof Error ? error.message : error}) `);
    }
  }
}

async function measure(url: string, port: number): Promise<{ score: number; lcpMs: number }> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    desktopConfig,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // LIGHTHOUSE_REPORTS=<dir> keeps each run's full report, to see what a slow page waited for.
  const dir = process.env.LIGHTHOUSE_REPORTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
    writeFileSync(path.join(dir, name), JSON.stringify(lhr));
  }
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
  return { score, lcpMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runPages(base: string, only?: string[]): Promise<PageOutcome[]> {
  const pages = PAGES.filter((p) => !only || only.includes(p.id));
  if (pages.length === 0) return [];
  // The bench server serves apps/web/dist: without a build every page is the 'not built' text.
  const index = await fetch(`${base}/`).then((r) => r.text());
  if (!index.includes('<div id="root">')) {
    throw new Error('the portal is not built: run `npm run build` before `npm run bench`');
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    // --no-sandbox: the bench may run as root in a container, where Chromium's sandbox cannot start.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const outcomes: PageOutcome[] = [];
  try {
    for (const page of pages) {
      process.stdout.write(`${page.title} (${page.path}): Lighthouse desktop, ${RUNS} runs… `);
      const runs: Array<{ score: number; lcpMs: number }> = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(`${base}${page.path}`, chrome.port));
      const score = median(runs.map((r) => r.score));
      const lcpMs = median(runs.map((r) => r.lcpMs));
      const target = PAGE_TARGETS[page.id];
      const misses: string[] = [];
      if (!(score >= target.minScore)) misses.push(`performance ${score} < ${target.minScore}`);
      if (!(lcpMs <= target.maxLcpMs)) misses.push(`LCP ${lcpMs.toFixed(0)} ms > ${target.maxLcpMs} ms`);
      console.log(`score ${score} (${runs.map((r) => r.score).join(', ')}), LCP ${lcpMs.toFixed(0)} ms`);
      outcomes.push({ id: page.id, path: page.path, score, lcpMs, scores: runs.map((r) => r.score), misses });
    }
  } finally {
    await chrome.kill();
  }
  return outcomes;
}

export function formatPages(outcomes: readonly PageOutcome[]): string {
  const header = ['page', 'path', 'score (median)', 'runs', 'LCP', 'target', 'result'];
  const rows = outcomes.map((o) => {
    const target = PAGE_TARGETS[o.id];
    return [
      o.id,
      o.path,
      String(o.score),
      o.scores.join(', '),
      `${o.lcpMs.toFixed(0)} ms`,
      `≥${target.minScore}, LCP≤${target.maxLcpMs} ms`,
      o.misses.length === 0 ? 'PASS' : 'FAIL',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
