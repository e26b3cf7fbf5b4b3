import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { signIn } from './sign-in.ts';
import { PAGE_TARGETS, type PageId } from './targets.ts';

/**
 * The portal's first load as Lighthouse scores it: its desktop preset (simulated 40 ms RTT,
 * 10 Mbit/s, no CPU slowdown) on the production build the bench server serves. Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium): nothing here downloads a browser.
 */
export const PAGES: ReadonlyArray<{ id: PageId; path: string; title: string; user?: string }> = [
  { id: 'page-sign-in', path: '/', title: 'sign-in page' },
  { id: 'page-sample-list', path: '/sample', title: 'sample list page (public)' },
  // Signed in: the portal's shell, the menu and the heaviest list's first page from the API.
  {
    id: 'page-fun-completed',
    path: '/fun/transactions/completed',
    title: "funder's completed transactions",
    user: 'master',
  },
  // A form page: the supplier's new transaction, with its receivables to pick from.
  { id: 'page-sup-new', path: '/sup/new', title: "supplier's new transaction form", user: 'supplier1' },
];

/** The localStorage entry the portal keeps its session in (apps/web shared/session/token-store.ts). */
const SESSION_KEY = 'arflow.session';

/** Runs per page; the median score is kept (one run moves by a few points on a busy machine). */
const RUNS = 3;

export interface PageOutcome {
  id: PageId;
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  scores: number[];
  misses: string[];
}

interface Measure {
  score: number;
  lcpMs: number;
  tbtMs: number;
}

/** Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART): such a run is repeated. */
async function runOnce(url: string, port: number, page?: Page, attempts = 3): Promise<Measure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port, page);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`(retrying: ${error instanceof Error ? error.message : error}) `);
    }
  }
}

/**
 * A signed-in page is measured in a tab that already holds the user's session (Lighthouse would
 * otherwise clear the origin's storage before loading): the first load of the portal as the
 * user meets it after signing in, with the list's API calls in the trace.
 */
async function measure(url: string, port: number, page?: Page): Promise<Measure> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: !!page },
    desktopConfig,
    page,
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
  const tbtMs = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
  const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
  return { score, lcpMs, tbtMs };
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
  let browser: Browser | undefined;
  try {
    for (const page of pages) {
      process.stdout.write(`${page.title} (${page.path}): Lighthouse desktop, ${RUNS} runs… `);
      let tab: Page | undefined;
      if (page.user) {
        browser ??= await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        tab = await signedInTab(browser, base, page.user);
      }
      const runs: Measure[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(`${base}${page.path}`, chrome.port, tab));
      await tab?.close();
      const score = median(runs.map((r) => r.score));
      const lcpMs = median(runs.map((r) => r.lcpMs));
      const tbtMs = median(runs.map((r) => r.tbtMs));
      const target = PAGE_TARGETS[page.id];
      const misses: string[] = [];
      if (!(score >= target.minScore)) misses.push(`performance ${score} < ${target.minScore}`);
      if (!(lcpMs <= target.maxLcpMs)) misses.push(`LCP ${lcpMs.toFixed(0)} ms > ${target.maxLcpMs} ms`);
      if (!(tbtMs <= target.maxTbtMs)) misses.push(`TBT ${tbtMs.toFixed(0)} ms > ${target.maxTbtMs} ms`);
      console.log(
        `score ${score} (${runs.map((r) => r.score).join(', ')}), LCP ${lcpMs.toFixed(0)} ms, TBT ${tbtMs.toFixed(0)} ms`,
      );
      outcomes.push({
        id: page.id,
        path: page.path,
        score,
        lcpMs,
        tbtMs,
        scores: runs.map((r) => r.score),
        misses,
      });
    }
  } finally {
    await browser?.disconnect();
    await chrome.kill();
  }
  return outcomes;
}

/** A tab on the portal's origin holding `username`'s session, as the sign-in form leaves it. */
async function signedInTab(browser: Browser, base: string, username: string): Promise<Page> {
  const { token, expires_at } = await signIn(base, username);
  const tab = await browser.newPage();
  await tab.goto(`${base}/`);
  // A string, not a function: the bench compiles without the DOM's types.
  const session = JSON.stringify({ token, expires_at });
  await tab.evaluate(`localStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(session)})`);
  return tab;
}

export function formatPages(outcomes: readonly PageOutcome[]): string {
  const header = ['page', 'path', 'score (median)', 'runs', 'LCP', 'TBT', 'target', 'result'];
  const rows = outcomes.map((o) => {
    const target = PAGE_TARGETS[o.id];
    return [
      o.id,
      o.path,
      String(o.score),
      o.scores.join(', '),
      `${o.lcpMs.toFixed(0)} ms`,
      `${o.tbtMs.toFixed(0)} ms`,
      `≥${target.minScore}, LCP≤${target.maxLcpMs} ms, TBT≤${target.maxTbtMs} ms`,
      o.misses.length === 0 ? 'PASS' : 'FAIL',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
