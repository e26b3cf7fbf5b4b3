import type { ConcResult, ConcScenario } from './concurrent.ts';
import type { LoadResult } from './load.ts';
import type { Scenario } from './scenarios.ts';
import type { SingleResult, SingleScenario } from './single.ts';
import {
  CONC_TARGETS,
  type ConcTarget,
  type ScenarioId,
  SINGLE_TARGETS,
  type SingleTarget,
  TARGETS,
} from './targets.ts';

export interface Outcome {
  scenario: Scenario;
  result: LoadResult;
  /** Why the scenario failed its target; empty when it passed. */
  misses: string[];
  /** The same SQL through pgbench (scenario.pgbench): its tps and the server's req/s against it. */
  pgbench?: { tps: number; ratio: number; statements: number };
}

export function judge(scenario: Scenario, result: LoadResult): Outcome {
  const target = TARGETS[scenario.id as ScenarioId];
  const misses: string[] = [];
  if (result.failures > 0) misses.push(`${result.failures} failed requests`);
  if (result.requests === 0) misses.push('no successful request');
  if (!(result.p95 < target.p95Ms)) misses.push(`p95 ${ms(result.p95)} ≥ ${target.p95Ms} ms`);
  if (!(result.rps >= target.minRps)) misses.push(`${result.rps.toFixed(0)} req/s < ${target.minRps}`);
  return { scenario, result, misses };
}

function ms(n: number): string {
  return `${n < 10 ? n.toFixed(1) : n.toFixed(0)} ms`;
}

/** A plain aligned text table (numbers right-aligned). */
export function formatTable(outcomes: readonly Outcome[]): string {
  const header = ['scenario', 'conc', 'requests', 'req/s', 'p50', 'p95', 'p99', 'max', 'target', 'result'];
  const rows = outcomes.map(({ scenario, result, misses }) => {
    const target = TARGETS[scenario.id as ScenarioId];
    return [
      scenario.id,
      String(scenario.concurrency),
      `${result.requests}${result.capped ? ' (capped)' : ''}`,
      result.rps.toFixed(0),
      ms(result.p50),
      ms(result.p95),
      ms(result.p99),
      ms(result.max),
      `p95<${target.p95Ms} ≥${target.minRps}/s`,
      misses.length === 0 ? 'PASS' : 'FAIL',
    ];
  });
  return alignedTable(header, rows, new Set([0, 8, 9]));
}

/** A plain aligned text table: the `left` columns left-aligned, the others (numbers) right-aligned. */
function alignedTable(header: string[], rows: string[][], left: ReadonlySet<number>): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export interface SingleOutcome {
  scenario: SingleScenario;
  result: SingleResult;
  misses: string[];
}

export function judgeSingle(scenario: SingleScenario, result: SingleResult): SingleOutcome {
  const target: SingleTarget = SINGLE_TARGETS[scenario.id];
  const misses: string[] = [];
  if (result.problem) misses.push(result.problem);
  if (!(result.ms <= target.maxMs)) misses.push(`${seconds(result.ms)} > ${seconds(target.maxMs)}`);
  if (
    target.maxRssMb !== undefined &&
    !(result.peakRssMb !== undefined && result.peakRssMb <= target.maxRssMb)
  )
    misses.push(`peak RSS ${mb(result.peakRssMb)} > ${target.maxRssMb} MB`);
  return { scenario, result, misses };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const mb = (n: number | undefined) => (n === undefined ? 'unknown' : `${n.toFixed(0)} MB`);

/** One line per single-request scenario: time and peak RSS beside their targets. */
export function formatSingles(outcomes: readonly SingleOutcome[]): string {
  const header = ['scenario', 'time', 'target', 'RSS before', 'peak RSS', 'target', 'answer', 'result'];
  const rows = outcomes.map(({ scenario, result, misses }) => {
    const target: SingleTarget = SINGLE_TARGETS[scenario.id];
    return [
      scenario.id,
      seconds(result.ms),
      `≤ ${seconds(target.maxMs)}`,
      mb(result.startRssMb),
      mb(result.peakRssMb),
      target.maxRssMb === undefined ? '-' : `≤ ${target.maxRssMb} MB`,
      size(result.bytes),
      misses.length === 0 ? 'PASS' : 'FAIL',
    ];
  });
  return alignedTable(header, rows, new Set([0, 7]));
}

export interface ConcOutcome {
  scenario: ConcScenario;
  result: ConcResult;
  misses: string[];
}

export function judgeConc(scenario: ConcScenario, result: ConcResult): ConcOutcome {
  const target: ConcTarget = CONC_TARGETS[scenario.id];
  const misses = [...result.problems];
  if (!(result.p95 <= target.p95Ms)) misses.push(`p95 ${ms(result.p95)} > ${target.p95Ms} ms`);
  if (!(result.rps >= target.minRps)) misses.push(`${result.rps.toFixed(0)} req/s < ${target.minRps}`);
  return { scenario, result, misses };
}

/** One line per concurrency scenario: the burst's times, what it answered, and whether the database agrees. */
export function formatConc(outcomes: readonly ConcOutcome[]): string {
  const header = [
    'scenario',
    'alone',
    'requests',
    'req/s',
    'p50',
    'p95',
    'max',
    'answers',
    'database',
    'target',
    'result',
  ];
  const rows = outcomes.map(({ scenario, result, misses }) => {
    const target: ConcTarget = CONC_TARGETS[scenario.id];
    return [
      scenario.id,
      result.alone,
      String(result.requests),
      result.rps.toFixed(0),
      ms(result.p50),
      ms(result.p95),
      ms(result.max),
      result.summary,
      result.problems.length === 0 ? 'right' : 'WRONG',
      `p95≤${target.p95Ms} ≥${target.minRps}/s`,
      misses.length === 0 ? 'PASS' : 'FAIL',
    ];
  });
  return alignedTable(header, rows, new Set([0, 1, 7, 8, 9, 10]));
}
