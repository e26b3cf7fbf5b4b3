import { DEMO_PASSWORD } from '../apps/server/src/modules/seed/demo-world.data.ts';
import type { ScenarioId } from './targets.ts';

export interface Scenario {
  id: ScenarioId;
  title: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Send the bearer token of the signed-in bench user. */
  auth: boolean;
  /** Measured requests (the run stops earlier at timeCapSeconds). */
  requests: number;
  /** Requests sent first and not measured: JIT, connection pool, caches. */
  warmup: number;
  concurrency: number;
  timeCapSeconds: number;
  /** Checks one answer before the load, so the scenario measures what it claims; returns a problem. */
  check?: (body: unknown) => string | undefined;
}

export const CONCURRENCY = 16;
export const BENCH_USER = 'master';

interface ListAnswer {
  data?: unknown[];
  page_info?: { total_record?: number };
}

const list =
  (minTotal: number) =>
  (body: unknown): string | undefined => {
    const answer = body as ListAnswer;
    const rows = answer.data?.length ?? 0;
    const total = answer.page_info?.total_record ?? 0;
    if (rows !== 10) return `expected a full page of 10 rows, got ${rows}`;
    if (total < minTotal) return `expected at least ${minTotal} matching rows, got ${total}`;
    return undefined;
  };

export const SCENARIOS: Scenario[] = [
  {
    id: 'samples-page1',
    title: 'GET /api/samples (page 1, default sort)',
    method: 'GET',
    path: '/api/samples',
    auth: false,
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
    warmup: 500,
    concurrency: CONCURRENCY,
    timeCapSeconds: 20,
    check: (body) =>
      (body as { user?: { username?: string } }).user?.username === BENCH_USER
        ? undefined
        : `expected the user ${BENCH_USER}`,
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
];
