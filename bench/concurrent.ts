import http from 'node:http';
import pg from 'pg';
import { TINY_PDF } from '../apps/server/src/platform/files/samples.ts';
import {
  type PaymentTarget,
  SIGN_ADVANCE,
  SIGN_ROUND,
  SIGN_WARMUP,
  type SigningRound,
  STORM_TARGET,
  STORM_WARMUP,
  signerName,
} from './generate-concurrency.ts';
import { percentile } from './load.ts';
import { signIn } from './sign-in.ts';
import type { ConcId } from './targets.ts';

/**
 * Scenarios of requests fired at once that compete for one thing (issue 26 item 6): each
 * request on a connection of its own, opened before the clock starts, all sent in the same
 * tick; then the database says whether the competition was settled right. Their rows come from
 * the set-up (generate-concurrency.ts); each runs once on a fresh database.
 */
export interface ConcScenario {
  id: ConcId;
  title: string;
  run(ctx: { base: string; databaseUrl: string }): Promise<ConcResult>;
}

export interface ConcResult {
  /** The measured requests (the refusals the scenario expects included). */
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  max: number;
  /** What the requests got, e.g. "10 × 200, 40 × OVER_LIMIT". */
  summary: string;
  /**
   * The warm-up's requests sent one after another, before the burst: what one costs with nobody
   * else waiting (e.g. "sign 70 ms"), the floor the burst's queueing stacks on.
   */
  alone: string;
  /** Where the answers or the database are not what the competition must leave; empty when right. */
  problems: string[];
}

interface Answer {
  status: number;
  body: string;
  ms: number;
}

interface Shot {
  agent: http.Agent;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request on its shot's own keep-alive connection, timed from sending to the last byte. */
function send(
  base: URL,
  shot: Omit<Shot, 'body'> & { method: 'GET' | 'POST'; body?: Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: shot.path,
        method: shot.method,
        agent: shot.agent,
        headers: shot.body ? { ...shot.headers, 'content-length': shot.body.length } : shot.headers,
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - began,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${shot.path}: no answer in 60 s`)));
    req.on('error', reject);
    req.end(shot.body);
  });
}

/** `count` connections, each opened by one request first, so the measured ones do not pay for TCP. */
async function openConnections(base: URL, count: number): Promise<http.Agent[]> {
  const agents = Array.from({ length: count }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  await Promise.all(
    agents.map((agent) => send(base, { agent, method: 'GET', path: '/api/health', headers: {} })),
  );
  return agents;
}

/** A multipart body of text fields then one PDF as `file`, in that order (the upload reads the fields first). */
async function multipart(fields: Record<string, string>): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([TINY_PDF], { type: 'application/pdf' }), 'ky.pdf');
  const encoded = new Request('http://bench.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

const fire = (base: URL, shots: Shot[]) => shots.map((shot) => send(base, { ...shot, method: 'POST' }));

/** The same shots one after another: each alone on the server (as far as this run goes). */
async function oneByOne(base: URL, shots: Shot[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const shot of shots) answers.push(await send(base, { ...shot, method: 'POST' }));
  return answers;
}

const median = (answers: readonly Answer[]) =>
  percentile(
    answers.map((a) => a.ms).sort((a, b) => a - b),
    50,
  );

function timing(answers: readonly Answer[], measured: readonly Answer[], wallMs: number) {
  const sorted = measured.map((a) => a.ms).sort((a, b) => a - b);
  const seconds = wallMs / 1000;
  return {
    requests: answers.length,
    seconds,
    rps: answers.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

const codeOf = (a: Answer) => {
  try {
    return (JSON.parse(a.body) as { code?: string }).code ?? String(a.status);
  } catch {
    return String(a.status);
  }
};

/** "10 × 200, 40 × OVER_LIMIT": what a set of answers got. */
function tally(answers: readonly Answer[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = a.status === 200 ? '200' : codeOf(a);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
const tallyText = (counts: Map<string, number>) => [...counts].map(([k, n]) => `${n} × ${k}`).join(', ');

/** Signs the round's users in, a few at a time (argon2 on purpose: the real sign-in). */
async function tokensOf(base: string, names: string[]): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (let i = 0; i < names.length; i += 4)
    await Promise.all(
      names.slice(i, i + 4).map(async (name) => tokens.set(name, (await signIn(base, name)).token)),
    );
  return tokens;
}

/**
 * One signing round: every signer's POST confirm-transactions/sign at once (the supplier's
 * signed paper), each drawing SIGN_ADVANCE from the same buyer limit, which holds `fits`.
 * Right means: exactly `fits` signed, every other one refused 422 OVER_LIMIT, and in the
 * database the limit's used amount within it and equal to what the signed transactions hold.
 */
async function signingRound(
  ctx: { base: string; databaseUrl: string },
  round: SigningRound,
  db: pg.Pool,
  o: { together: boolean },
): Promise<{ answers: Answer[]; wallMs: number; problems: string[] }> {
  const base = new URL(ctx.base);
  const names = Array.from({ length: round.signers }, (_, i) => signerName(round, i + 1));
  const tokens = await tokensOf(ctx.base, names);
  const pending = await db.query<{ username: string; id: number }>(
    `SELECT u.username, t.id FROM users u
       JOIN transactions t ON t.ent_id = u.enterprise_id AND t.status = 'CONTRACTS_CONFIRMED'
      WHERE u.username = ANY($1)`,
    [names],
  );
  const idOf = new Map(pending.rows.map((r) => [r.username, r.id]));
  if (idOf.size !== names.length)
    throw new Error(`${round.buyerCode}: ${idOf.size} of ${names.length} signers have a transaction to sign`);
  const agents = await openConnections(base, names.length);
  const shots = await Promise.all(
    names.map(async (name, i) => {
      const { body, type } = await multipart({ id: String(idOf.get(name)) });
      return {
        agent: agents[i]!,
        path: '/api/supplier/request-transaction/confirm-transactions/sign',
        headers: { authorization: `Bearer ${tokens.get(name)}`, 'content-type': type },
        body,
      };
    }),
  );
  const began = performance.now();
  const answers = o.together ? await Promise.all(fire(base, shots)) : await oneByOne(base, shots);
  const wallMs = performance.now() - began;
  for (const agent of agents) agent.destroy();

  const problems: string[] = [];
  const signed = answers.filter((a) => a.status === 200).length;
  if (signed !== round.fits) problems.push(`${signed} signed, the limit holds ${round.fits}`);
  const wrong = answers.filter((a) => a.status !== 200 && !(a.status === 422 && codeOf(a) === 'OVER_LIMIT'));
  if (wrong.length > 0)
    problems.push(`${wrong.length} refused otherwise than 422 OVER_LIMIT: ${tallyText(tally(wrong))}`);
  // What the database holds once they are all answered (the UPDATE's own condition is what keeps
  // it from ever passing the limit in between: transaction-limits.ts).
  const limit = await db.query<{ used: string; total: string; held: string; reviewed: string }>(
    `SELECT s.early_payment_used::text AS used, s.early_payment_limit::text AS total,
            (SELECT coalesce(sum(t.limit_drawn), 0) FROM transactions t WHERE t.buy_id = e.id)::text AS held,
            (SELECT count(*) FROM transactions t WHERE t.buy_id = e.id AND t.status = 'CREDIT_REVIEW')::text AS reviewed
       FROM enterprises e JOIN buyer_credit_setups s ON s.ent_id = e.id AND s.status = 'ACTIVATED'
      WHERE e.code = $1`,
    [round.buyerCode],
  );
  const row = limit.rows[0];
  if (!row || limit.rows.length !== 1)
    problems.push(`${round.buyerCode}: ${limit.rows.length} programmes in force`);
  else {
    const [used, total, held, reviewed] = [row.used, row.total, row.held, row.reviewed].map(Number);
    if (used! > total!) problems.push(`OVERSPENT: ${used} used of ${total}`);
    if (used !== signed * SIGN_ADVANCE) problems.push(`${used} used for ${signed} signed of ${SIGN_ADVANCE}`);
    if (held !== used) problems.push(`the transactions hold ${held}, the limit says ${used} used`);
    if (reviewed !== signed) problems.push(`${reviewed} transactions moved on, ${signed} answered signed`);
  }
  const over = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM supplier_credits c JOIN enterprises e ON e.id = c.buy_id
      WHERE e.code = $1 AND c.used_limit > c.total_limit`,
    [round.buyerCode],
  );
  if (over.rows[0]!.n !== '0') problems.push(`${over.rows[0]!.n} supplier credits overspent`);
  return { answers, wallMs, problems };
}

/**
 * One storm: `identical` copies of one first payment (POST transactions/{id}/first-payment/upload,
 * the same slip and fields) under one Idempotency-Key at once; as soon as the first answer is
 * back, `others` calls under the same key with another payment date. Right means: every copy
 * answered 200 with the same body, every other call refused 422 IDEMPOTENCY_KEY_REUSED, and the
 * money moved once: one first payment, one disbursement entry per receivable, one key row.
 */
async function storm(
  ctx: { base: string; databaseUrl: string },
  target: PaymentTarget,
  o: { key: string; identical: number; others: number; together: boolean },
  db: pg.Pool,
): Promise<{ answers: Answer[]; copies: Answer[]; wallMs: number; problems: string[] }> {
  const base = new URL(ctx.base);
  const token = (await signIn(ctx.base, 'accountant')).token;
  const found = await db.query<{ id: number }>(`SELECT id FROM transactions WHERE trans_code = $1`, [
    target.transCode,
  ]);
  const id = found.rows[0]?.id;
  if (id === undefined) throw new Error(`no transaction ${target.transCode}`);
  const path = `/api/transactions/${id}/first-payment/upload`;
  // The fixture's transaction is priced for 2 November 2026; the payment a day later, as the API test pays it.
  const copy = await multipart({ trans_id: String(id), payment_date: '2026-11-03' });
  const other = await multipart({ trans_id: String(id), payment_date: '2026-11-04' });
  const agents = await openConnections(base, o.identical + o.others);
  const shot = (agent: http.Agent, m: { body: Buffer; type: string }): Shot => ({
    agent,
    path,
    headers: { authorization: `Bearer ${token}`, 'content-type': m.type, 'idempotency-key': o.key },
    body: m.body,
  });
  const copyShots = agents.slice(0, o.identical).map((agent) => shot(agent, copy));
  const otherShots = agents.slice(o.identical).map((agent) => shot(agent, other));
  const began = performance.now();
  let copyAnswers: Answer[];
  let otherAnswers: Answer[];
  if (o.together) {
    const copies = fire(base, copyShots);
    // The others once the key is taken: fired with the copies, one of them could be the first and
    // make the copies the refused ones. They still meet the copies' replays in flight.
    await Promise.race(copies);
    const others = fire(base, otherShots);
    copyAnswers = await Promise.all(copies);
    otherAnswers = await Promise.all(others);
  } else {
    copyAnswers = await oneByOne(base, copyShots);
    otherAnswers = await oneByOne(base, otherShots);
  }
  const wallMs = performance.now() - began;
  for (const agent of agents) agent.destroy();

  const problems: string[] = [];
  const notOk = copyAnswers.filter((a) => a.status !== 200);
  if (notOk.length > 0) problems.push(`copies not answered 200: ${tallyText(tally(notOk))}`);
  const bodies = new Set(copyAnswers.filter((a) => a.status === 200).map((a) => a.body));
  if (bodies.size > 1) problems.push(`the copies got ${bodies.size} different answers`);
  const wrong = otherAnswers.filter((a) => !(a.status === 422 && codeOf(a) === 'IDEMPOTENCY_KEY_REUSED'));
  if (wrong.length > 0)
    problems.push(`other bodies not refused 422 IDEMPOTENCY_KEY_REUSED: ${tallyText(tally(wrong))}`);
  const effects = await db.query<{ status: string; payments: string; entries: string; keys: string }>(
    `SELECT t.status,
            (SELECT count(*) FROM first_payments p WHERE p.trans_id = t.id)::text AS payments,
            (SELECT count(*) FROM journal_entries j JOIN transaction_receivables r ON r.ar_id = j.receivable_id
              WHERE r.trans_id = t.id)::text AS entries,
            (SELECT count(*) FROM payment_requests k WHERE k.key = $2)::text AS keys
       FROM transactions t WHERE t.id = $1`,
    [id, o.key],
  );
  const e = effects.rows[0]!;
  if (e.status !== 'PAID') problems.push(`the transaction is ${e.status}, not PAID`);
  if (e.payments !== '1') problems.push(`${e.payments} first payments recorded`);
  if (Number(e.entries) !== target.arCount)
    problems.push(`${e.entries} journal entries for ${target.arCount} receivables`);
  if (e.keys !== '1') problems.push(`${e.keys} rows for the key`);
  return { answers: [...copyAnswers, ...otherAnswers], copies: copyAnswers, wallMs, problems };
}

/** The storm's shape: the 50 at once, and a few other bodies under the same key. */
export const STORM = { identical: 50, others: 5 };

export const CONC_SCENARIOS: ConcScenario[] = [
  {
    id: 'sign-50-one-limit',
    title: `${SIGN_ROUND.signers} × POST …/confirm-transactions/sign at once on one buyer limit holding ${SIGN_ROUND.fits}`,
    run: async (ctx) => {
      const db = new pg.Pool({ connectionString: ctx.databaseUrl, max: 2 });
      try {
        const warm = await signingRound(ctx, SIGN_WARMUP, db, { together: false });
        const { answers, wallMs, problems } = await signingRound(ctx, SIGN_ROUND, db, { together: true });
        return {
          ...timing(answers, answers, wallMs),
          summary: tallyText(tally(answers)),
          alone: `sign ${Math.round(median(warm.answers))} ms`,
          problems: [...warm.problems.map((p) => `warm-up: ${p}`), ...problems],
        };
      } finally {
        await db.end();
      }
    },
  },
  {
    id: 'idempotency-storm',
    title: `${STORM.identical} × the same first payment under one Idempotency-Key, then ${STORM.others} other bodies under it`,
    run: async (ctx) => {
      const db = new pg.Pool({ connectionString: ctx.databaseUrl, max: 2 });
      try {
        const warm = await storm(
          ctx,
          STORM_WARMUP,
          { key: 'bench-storm-warm-up', identical: 5, others: 1, together: false },
          db,
        );
        const { answers, copies, wallMs, problems } = await storm(
          ctx,
          STORM_TARGET,
          { key: 'bench-storm', ...STORM, together: true },
          db,
        );
        const [paid, ...replays] = warm.copies;
        return {
          // p50/p95 of the copies (the storm itself); req/s of every call.
          ...timing(answers, copies, wallMs),
          summary: tallyText(tally(answers)),
          alone: `pay ${Math.round(paid?.ms ?? Number.NaN)} ms, replay ${Math.round(median(replays))} ms`,
          problems: [...warm.problems.map((p) => `warm-up: ${p}`), ...problems],
        };
      } finally {
        await db.end();
      }
    },
  },
];
