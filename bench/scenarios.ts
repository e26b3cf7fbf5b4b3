import { DEMO_PASSWORD } from '../apps/server/src/modules/seed/demo-world.data.ts';
import { worldSize } from './generate-world.ts';
import type { ScenarioId } from './targets.ts';

export interface Scenario {
  id: ScenarioId;
  title: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Send the bearer token of the signed-in bench user. */
  auth: boolean;
  /** Sent to the bare Fastify instance beside the server (the baseline), not to the server. */
  bare?: true;
  /** Who signs in for it (default BENCH_USER). */
  user?: string;
  /** Runs over the production-sized world only (BENCH_WORLD=production, generate-world.ts). */
  world?: true;
  /** Measured requests (the run stops earlier at timeCapSeconds). */
  requests: number;
  /** Requests sent first and not measured: JIT, connection pool, caches. */
  warmup: number;
  concurrency: number;
  timeCapSeconds: number;
  /** The status every answer must have (default: any 2xx). */
  expectStatus?: number;
  /** Checks one answer before the load, so the scenario measures what it claims; returns a problem. */
  check?: (body: unknown) => string | undefined;
  /** A list: pgbench runs the SQL of one of its requests too, for the server's ratio to it (pgbench.ts). */
  pgbench?: true;
  /** Other requests kept running, unmeasured, while this scenario is measured. */
  background?: { method: 'GET' | 'POST'; path: string; body: string; concurrency: number; auth: boolean };
}

export const CONCURRENCY = 16;
/** Issue 26's load: the lists at 50 connections over the production-sized world. */
export const WORLD_CONCURRENCY = 50;
export const BENCH_USER = 'master';

/**
 * A JSON body of about 1 MiB (the JSON body limit) made of unknown keys, about 75,000 of them:
 * 40,000 took 6.8 s to refuse when each became a message de-duplicated in quadratic time.
 */
export function unknownKeysBody(bytes = 1024 * 1024 - 1024): string {
  const parts: string[] = [];
  let size = 2;
  for (let i = 0; size < bytes - 16; i++) {
    const part = `"k${i}":1`;
    parts.push(part);
    size += part.length + 1;
  }
  return `{${parts.join(',')}}`;
}
const UNKNOWN_KEYS_BODY = unknownKeysBody();
/**
 * A signed-in route taking a JSON body (sign-in itself refuses bodies over 16 KiB unparsed): the
 * generic cost of parsing, checking and refusing such a body on any route.
 */
const UNKNOWN_KEYS_PATH = '/api/user/update/yourself';

const refusedUnknownKeys = (body: unknown): string | undefined => {
  const answer = body as { code?: string; fields?: Record<string, unknown> };
  if (answer.code !== 'VALIDATION') return `expected a VALIDATION refusal, got ${answer.code}`;
  const fields = Object.keys(answer.fields ?? {}).length;
  return fields <= 50 ? undefined : `expected at most 50 fields in the answer, got ${fields}`;
};

interface ListAnswer {
  data?: unknown[];
  page_info?: { total_record?: number; more?: boolean };
}

const list =
  (minTotal: number) =>
  (body: unknown): string | undefined => {
    const answer = body as ListAnswer;
    const rows = answer.data?.length ?? 0;
    const total = answer.page_info?.total_record ?? 0;
    if (rows !== 10) return `expected a full page of 10 rows, got ${rows}`;
    // A count that stopped at its cap (PAGING.countCap) says `more`: that is "at least" enough.
    if (total < minTotal && !answer.page_info?.more)
      return `expected at least ${minTotal} matching rows, got ${total}`;
    return undefined;
  };

const WORLD_PAGE = JSON.stringify({ page_number: 1, page_size: 10 });
const WORLD = worldSize();
/** 80% of the generated transactions are funded (completed, paid, liquidated): the completed list. */
const WORLD_FUNDED = Math.floor(WORLD.transactions * 0.8);
/** Page 2000 of the whole world (the deep page), or the middle page of a smaller one. */
const WORLD_DEEP_PAGE = Math.min(2000, Math.floor(WORLD_FUNDED / 20));
/** The heaviest list: the funder's completed transactions (100,000 generated, 80% funded). */
const WORLD_HEAVIEST = '/api/funder-transactions/completed';
const worldLoad = {
  auth: true,
  world: true,
  warmup: 100,
  requests: 1000,
  concurrency: WORLD_CONCURRENCY,
  timeCapSeconds: 60,
} as const;

/** Issue 26: each list and search users open most, over the production-sized world. */
const WORLD_SCENARIOS: Scenario[] = [
  {
    ...worldLoad,
    pgbench: true,
    id: 'world-fun-completed-page1',
    title: `POST ${WORLD_HEAVIEST} (page 1) over the world`,
    method: 'POST',
    path: WORLD_HEAVIEST,
    body: WORLD_PAGE,
    check: list(WORLD_FUNDED),
  },
  {
    ...worldLoad,
    pgbench: true,
    id: 'world-fun-completed-deep',
    title: `POST ${WORLD_HEAVIEST} (page ${WORLD_DEEP_PAGE}) over the world`,
    method: 'POST',
    path: WORLD_HEAVIEST,
    body: JSON.stringify({ page_number: WORLD_DEEP_PAGE, page_size: 10 }),
    check: list(WORLD_FUNDED),
  },
  {
    ...worldLoad,
    pgbench: true,
    id: 'world-fun-receivables',
    title: 'GET /api/receivables (funder, page 1) over the world',
    method: 'GET',
    path: '/api/receivables?page_number=1&page_size=10',
    check: list(WORLD.receivables),
  },
  {
    ...worldLoad,
    pgbench: true,
    id: 'world-trans-code-search',
    title: `POST ${WORLD_HEAVIEST} searching a transaction code`,
    method: 'POST',
    path: WORLD_HEAVIEST,
    body: JSON.stringify({ page_number: 1, page_size: 10, search_condition: { trans_code: 'GW-00012' } }),
  },
  {
    ...worldLoad,
    id: 'world-health-beside-heaviest',
    title: `GET /api/health beside ${WORLD_CONCURRENCY} connections of ${WORLD_HEAVIEST}`,
    method: 'GET',
    path: '/api/health',
    auth: false,
    concurrency: 4,
    requests: 500,
    background: {
      method: 'POST',
      path: WORLD_HEAVIEST,
      body: WORLD_PAGE,
      concurrency: WORLD_CONCURRENCY,
      auth: true,
    },
    check: (body) => ((body as { status?: string }).status === 'ok' ? undefined : 'expected status ok'),
  },
];

/** Unmeasured requests before user-me and its baseline, bare-fastify (AUTH_RATIO_TARGET). */
const RATIO_WARMUP = 3000;

export const SCENARIOS: Scenario[] = [
  {
    id: 'samples-page1',
    title: 'GET /api/samples (page 1, default sort)',
    method: 'GET',
    path: '/api/samples',
    auth: false,
    pgbench: true,
    requests: 2000,
    warmup: 200,
    concurrency: CONCURRENCY,
    timeCapSeconds: 25,
    check: list(50_000),
  },
  {
    id: 'samples-search-deep',
    title: 'GET /api/samples (keyword, sort amount, page 200)',
    method: 'GET',
    path: '/api/samples?keyword=robusta&sort_column=amount&sort_direction=DESC&page_number=200&page_size=10',
    auth: false,
    pgbench: true,
    requests: 300,
    warmup: 32,
    concurrency: CONCURRENCY,
    timeCapSeconds: 25,
    check: list(2000),
  },
  {
    id: 'user-me',
    title: 'GET /api/user/me (bearer token)',
    method: 'GET',
    path: '/api/user/me',
    auth: true,
    requests: 10_000,
    // Its ratio to the bare route compares warm servers: after 500 requests the route's code
    // (hooks, token check, serializer) was still being optimised, the bare route's three lines
    // were not.
    warmup: RATIO_WARMUP,
    concurrency: CONCURRENCY,
    timeCapSeconds: 20,
    check: (body) =>
      (body as { user?: { username?: string } }).user?.username === BENCH_USER
        ? undefined
        : `expected the user ${BENCH_USER}`,
  },
  {
    id: 'bare-fastify',
    title: 'GET /bare on a bare Fastify instance (the baseline of user-me)',
    method: 'GET',
    path: '/bare',
    bare: true,
    auth: false,
    requests: 10_000,
    warmup: RATIO_WARMUP,
    concurrency: CONCURRENCY,
    timeCapSeconds: 20,
    check: (body) => ((body as { status?: string }).status === 'ok' ? undefined : 'expected status ok'),
  },
  {
    id: 'auth-login',
    title: 'POST /api/auth/login (argon2id)',
    method: 'POST',
    path: '/api/auth/login',
    body: JSON.stringify({ username: BENCH_USER, password: DEMO_PASSWORD }),
    auth: false,
    requests: 300,
    warmup: 16,
    concurrency: CONCURRENCY,
    timeCapSeconds: 25,
    check: (body) =>
      typeof (body as { token?: unknown }).token === 'string' ? undefined : 'expected a token',
  },
  {
    id: 'unknown-keys-1mib',
    title: `POST ${UNKNOWN_KEYS_PATH}, 1 MiB of unknown keys (422)`,
    method: 'POST',
    path: UNKNOWN_KEYS_PATH,
    body: UNKNOWN_KEYS_BODY,
    auth: true,
    // One at a time: the target is how long one such request takes, not a queue of them.
    requests: 100,
    warmup: 5,
    concurrency: 1,
    timeCapSeconds: 25,
    expectStatus: 422,
    check: refusedUnknownKeys,
  },
  {
    id: 'health-under-unknown-keys',
    title: 'GET /api/health while 1 MiB unknown-key bodies keep coming',
    method: 'GET',
    path: '/api/health',
    auth: false,
    requests: 500,
    warmup: 20,
    concurrency: 4,
    timeCapSeconds: 30,
    background: {
      method: 'POST',
      path: UNKNOWN_KEYS_PATH,
      body: UNKNOWN_KEYS_BODY,
      concurrency: 2,
      auth: true,
    },
    check: (body) => ((body as { status?: string }).status === 'ok' ? undefined : 'expected status ok'),
  },
  ...WORLD_SCENARIOS,
];
