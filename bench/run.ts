import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { bundleServer, serverNodeArgs } from '../scripts/lib/server-bundle.mjs';
import { CONC_SCENARIOS } from './concurrent.ts';
import { formatPages, type PageOutcome, runPages } from './lighthouse.ts';
import { runLoad, startBackground } from './load.ts';
import { PGBENCH_RATIO_TARGET, runPgbench, type Statement } from './pgbench.ts';
import type { ControlMessage, ServerMessage } from './protocol.ts';
import {
  type ConcOutcome,
  formatConc,
  formatSingles,
  formatTable,
  judge,
  judgeConc,
  judgeSingle,
  type Outcome,
  type SingleOutcome,
} from './report.ts';
import { BENCH_USER, SCENARIOS, type Scenario } from './scenarios.ts';
import { signIn } from './sign-in.ts';
import { runSingle, SINGLE_SCENARIOS } from './single.ts';
import { AUTH_RATIO_TARGET } from './targets.ts';

/**
 * Set-up (initdb, migrations, seed, 50,000 rows) must not hang the run: a few minutes on a busy
 * machine; the production-sized world (BENCH_WORLD=production) writes a million rows first.
 */
const STARTUP_TIMEOUT_MS = process.env.BENCH_WORLD === 'production' ? 45 * 60_000 : 5 * 60_000;
const STOP_TIMEOUT_MS = 20_000;

type Ready = Extract<ServerMessage, { type: 'ready' }>;

/** The API under test in a child process (server.ts), so load and server do not share an event loop. */
function startServer(serverBundle: string): { child: ChildProcess; ready: Promise<Ready> } {
  // Compiled as production runs it (scripts/lib/server-bundle.mjs), with production's Node flags.
  // BENCH_CPU_PROF=<folder>: a V8 CPU profile of the server (NODE_OPTIONS refuses --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(serverBundle, [fileURLToPath(new URL('./prepare.ts', import.meta.url))], {
    execArgv: [...serverNodeArgs(), ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in time')), STARTUP_TIMEOUT_MS);
    child.on('message', (message: ServerMessage) => {
      if (message.type !== 'ready' && message.type !== 'failed') return;
      clearTimeout(timer);
      if (message.type === 'ready') resolve(message);
      else reject(new Error(`the server failed to start:\n${message.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited during start-up (code ${code})`));
    });
  });
  return { child, ready };
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (child.connected) child.send({ type: 'stop' } satisfies ControlMessage);
    else child.kill('SIGTERM');
  });
}

async function tokenFor(base: string, username = BENCH_USER): Promise<string> {
  return (await signIn(base, username)).token;
}

function headersOf(scenario: Scenario, token: string): Record<string, string> {
  return {
    ...(scenario.auth ? { authorization: `Bearer ${token}` } : {}),
    ...(scenario.body === undefined ? {} : { 'content-type': 'application/json' }),
  };
}

/** One request first: a scenario answering an error or the wrong shape would measure nothing useful. */
async function checkScenario(
  base: string,
  scenario: Scenario,
  headers: Record<string, string>,
): Promise<void> {
  const res = await fetch(`${base}${scenario.path}`, {
    method: scenario.method,
    headers,
    ...(scenario.body === undefined ? {} : { body: scenario.body }),
  });
  const text = await res.text();
  const expected = scenario.expectStatus ?? 200;
  if (res.status !== expected)
    throw new Error(`${scenario.id}: answered ${res.status} (expected ${expected}) ${text.slice(0, 300)}`);
  const problem = scenario.check?.(JSON.parse(text));
  if (problem) throw new Error(`${scenario.id}: ${problem}`);
}

/** Asks the server child for something and waits for its answer of the given type. */
function ask<T extends ServerMessage['type']>(
  child: ChildProcess,
  message: ControlMessage,
  answer: T,
): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve) => {
    const listen = (m: ServerMessage) => {
      if (m.type !== answer) return;
      child.off('message', listen);
      resolve(m as Extract<ServerMessage, { type: T }>);
    };
    child.on('message', listen);
    child.send(message);
  });
}

/** The statements one request of the scenario runs, recorded by the server (server.ts). */
async function captureStatements(
  child: ChildProcess,
  base: string,
  scenario: Scenario,
  headers: Record<string, string>,
): Promise<Statement[]> {
  await ask(child, { type: 'capture', on: true }, 'capturing');
  const stop = () => ask(child, { type: 'capture', on: false }, 'captured');
  try {
    await checkScenario(base, scenario, headers);
  } catch (err) {
    await stop();
    throw err;
  }
  return (await stop()).statements;
}

/**
 * Issue 26 item 3: the same SQL with the same parameters through pgbench, as many clients as the
 * scenario's connections; the server must reach PGBENCH_RATIO_TARGET of its transactions a second.
 */
async function comparePgbench(
  outcome: Outcome,
  server: { child: ChildProcess; base: string; databaseUrl: string },
  headers: Record<string, string>,
): Promise<void> {
  const { scenario } = outcome;
  const statements = await captureStatements(server.child, server.base, scenario, headers);
  const pgbench = await runPgbench(server.databaseUrl, statements, scenario.concurrency);
  if ('missing' in pgbench) {
    console.log(`  pgbench: not run (${pgbench.missing})`);
    return;
  }
  const ratio = outcome.result.rps / pgbench.tps;
  outcome.pgbench = { tps: pgbench.tps, ratio, statements: statements.length };
  console.log(
    `  pgbench on its ${statements.length} statements: ${pgbench.tps.toFixed(0)} tps; the server at ${(ratio * 100).toFixed(0)}% (target ≥ ${PGBENCH_RATIO_TARGET * 100}%)`,
  );
  if (ratio < PGBENCH_RATIO_TARGET)
    outcome.misses.push(`${(ratio * 100).toFixed(0)}% of pgbench's tps < ${PGBENCH_RATIO_TARGET * 100}%`);
}

async function benchmark(
  base: string,
  bareBase: string,
  server: { child: ChildProcess; databaseUrl: string },
): Promise<Outcome[]> {
  const tokens = new Map<string, string>();
  const tokenOf = async (user = BENCH_USER) => {
    if (!tokens.has(user)) tokens.set(user, await tokenFor(base, user));
    return tokens.get(user)!;
  };
  const outcomes: Outcome[] = [];
  // BENCH_ONLY=id,id runs some scenarios only (a quick look at one change; the full run is the verdict).
  const only = process.env.BENCH_ONLY?.split(',').map((id) => id.trim());
  const world = process.env.BENCH_WORLD === 'production';
  for (const scenario of SCENARIOS.filter((sc) => (!only || only.includes(sc.id)) && (world || !sc.world))) {
    const token = await tokenOf(scenario.user);
    const headers = headersOf(scenario, token);
    const target = scenario.bare ? bareBase : base;
    await checkScenario(target, scenario, headers);
    const load = {
      url: `${target}${scenario.path}`,
      method: scenario.method,
      headers,
      body: scenario.body,
      connections: scenario.concurrency,
      timeCapSeconds: scenario.timeCapSeconds,
      expectStatus: scenario.expectStatus,
    };
    process.stdout.write(
      `${scenario.title}: warm-up ${scenario.warmup}, then ${scenario.requests} requests… `,
    );
    const bg = scenario.background;
    const stopBackground = bg
      ? startBackground({
          url: `${base}${bg.path}`,
          method: bg.method,
          headers: {
            'content-type': 'application/json',
            ...(bg.auth ? { authorization: `Bearer ${token}` } : {}),
          },
          body: bg.body,
          connections: bg.concurrency,
        })
      : undefined;
    let result: Awaited<ReturnType<typeof runLoad>>;
    try {
      await runLoad({ ...load, requests: scenario.warmup });
      result = await runLoad({ ...load, requests: scenario.requests });
    } finally {
      await stopBackground?.();
    }
    const outcome = judge(scenario, result);
    console.log(`${outcome.result.rps.toFixed(0)} req/s, p95 ${outcome.result.p95.toFixed(1)} ms`);
    if (scenario.pgbench) await comparePgbench(outcome, { ...server, base }, headers);
    outcomes.push(outcome);
  }
  return outcomes;
}

/**
 * The one-request scenarios (single.ts), first: their peak RSS is the server's as a fresh one,
 * not what the load scenarios' 1 MiB bodies left its heap at (525 MB measured after them); the
 * export before the import, so it sees the generated rows only (the import adds receivables, which
 * the load scenarios do not read).
 */
async function benchmarkSingles(base: string, serverPid: number, only?: string[]): Promise<SingleOutcome[]> {
  const outcomes: SingleOutcome[] = [];
  for (const scenario of SINGLE_SCENARIOS.filter((sc) => !only || only.includes(sc.id))) {
    const token = await tokenFor(base, scenario.user);
    process.stdout.write(`${scenario.title} as ${scenario.user}… `);
    const outcome = judgeSingle(scenario, await runSingle(base, serverPid, scenario, token));
    const { ms, peakRssMb, startRssMb, rssHow } = outcome.result;
    console.log(
      `${(ms / 1000).toFixed(1)} s, RSS ${startRssMb?.toFixed(0) ?? '?'} → peak ${peakRssMb?.toFixed(0) ?? '?'} MB (${rssHow})`,
    );
    outcomes.push(outcome);
  }
  return outcomes;
}

/**
 * The concurrency scenarios (concurrent.ts), after the single requests and before the load: each
 * spends rows the set-up made for it once, on a server that has not yet been loaded for minutes.
 */
async function benchmarkConcurrent(
  base: string,
  databaseUrl: string,
  only?: string[],
): Promise<ConcOutcome[]> {
  const outcomes: ConcOutcome[] = [];
  for (const scenario of CONC_SCENARIOS.filter((sc) => !only || only.includes(sc.id))) {
    process.stdout.write(`${scenario.title}… `);
    const outcome = judgeConc(scenario, await scenario.run({ base, databaseUrl }));
    const { p95, rps, summary, problems, alone } = outcome.result;
    console.log(
      `${rps.toFixed(0)} req/s, p95 ${p95.toFixed(1)} ms (alone: ${alone}); ${summary}; database ${problems.length === 0 ? 'right' : `WRONG: ${problems.join('; ')}`}`,
    );
    outcomes.push(outcome);
  }
  return outcomes;
}

/** user-me's throughput against the bare route's in the same run (both measured, else nothing to say). */
function judgeAuthRatio(outcomes: Outcome[]): string | undefined {
  const rps = (id: string) => outcomes.find((o) => o.scenario.id === id)?.result.rps;
  const auth = rps(AUTH_RATIO_TARGET.scenario);
  const bare = rps(AUTH_RATIO_TARGET.baseline);
  if (auth === undefined || bare === undefined || bare === 0) return undefined;
  const ratio = auth / bare;
  console.log(
    `${AUTH_RATIO_TARGET.scenario} at ${(ratio * 100).toFixed(0)}% of ${AUTH_RATIO_TARGET.baseline} (target ≥ ${AUTH_RATIO_TARGET.minRatio * 100}%)`,
  );
  return ratio < AUTH_RATIO_TARGET.minRatio
    ? `${(ratio * 100).toFixed(0)}% of the bare route's req/s < ${AUTH_RATIO_TARGET.minRatio * 100}%`
    : undefined;
}

async function main(): Promise<number> {
  const began = performance.now();
  // Other work on the machine skews every number: the load average says how busy it was.
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(
    `ARFlow API benchmark: ${availableParallelism()} CPUs, Node ${process.version}, load average ${load()}`,
  );
  if (loadavg()[0]! > availableParallelism())
    console.log('Warning: the machine is busy with other work; expect slower, noisier numbers.');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { child, ready } = startServer(await bundleServer(root, 'bench/server.ts', 'bench/dist/server.mjs'));
  let interrupted = false;
  const interrupt = () => {
    interrupted = true;
    void stopServer(child).then(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  let outcomes: Outcome[];
  let singles: SingleOutcome[];
  let concurrent: ConcOutcome[];
  let pages: PageOutcome[];
  try {
    const server = await ready;
    console.log(
      `Server on 127.0.0.1:${server.port}, ${server.database}, ${server.samples} generated samples ` +
        `and ${server.receivables} generated receivables (set-up ${(server.setupMs / 1000).toFixed(1)} s)`,
    );
    const only = process.env.BENCH_ONLY?.split(',').map((id) => id.trim());
    singles = await benchmarkSingles(`http://127.0.0.1:${server.port}`, child.pid!, only);
    concurrent = await benchmarkConcurrent(`http://127.0.0.1:${server.port}`, server.databaseUrl, only);
    outcomes = await benchmark(`http://127.0.0.1:${server.port}`, `http://127.0.0.1:${server.barePort}`, {
      child,
      databaseUrl: server.databaseUrl,
    });
    pages = await runPages(`http://127.0.0.1:${server.port}`, only);
  } finally {
    if (!interrupted) await stopServer(child);
  }

  if (outcomes.length > 0) console.log(`\n${formatTable(outcomes)}\n`);
  if (singles.length > 0) console.log(`\n${formatSingles(singles)}\n`);
  if (concurrent.length > 0) console.log(`\n${formatConc(concurrent)}\n`);
  if (pages.length > 0) console.log(`\n${formatPages(pages)}\n`);
  const ratioMiss = judgeAuthRatio(outcomes);
  if (ratioMiss) outcomes.find((o) => o.scenario.id === AUTH_RATIO_TARGET.scenario)?.misses.push(ratioMiss);
  const failed = outcomes.filter((o) => o.misses.length > 0);
  for (const { scenario, misses } of failed) console.log(`MISSED ${scenario.id}: ${misses.join('; ')}`);
  const failedSingles = singles.filter((s) => s.misses.length > 0);
  for (const { scenario, misses } of failedSingles)
    console.log(`MISSED ${scenario.id}: ${misses.join('; ')}`);
  const failedConcurrent = concurrent.filter((c) => c.misses.length > 0);
  for (const { scenario, misses } of failedConcurrent)
    console.log(`MISSED ${scenario.id}: ${misses.join('; ')}`);
  const failedPages = pages.filter((p) => p.misses.length > 0);
  for (const { id, misses } of failedPages) console.log(`MISSED ${id}: ${misses.join('; ')}`);
  console.log(`Total ${((performance.now() - began) / 1000).toFixed(0)} s; load average now ${load()}.`);
  return failed.length + failedSingles.length + failedConcurrent.length + failedPages.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
