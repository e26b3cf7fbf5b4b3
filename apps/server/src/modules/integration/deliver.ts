import type { IntegrationQueueType, IntegrationRequestType } from '@arflow/domain/api/integration';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { integrationLogs } from './integration.tables.ts';

/** Sends after which an automatic event is given up (status fail) and needs a send by hand. */
export const MAX_SENDS = 8;
/** Minutes before the next try: 1, 2, 4 … 64 (about two hours in all). */
export const backoffMinutes = (sendCount: number) => 2 ** Math.max(0, sendCount - 1);
const TIMEOUT_MS = 10_000;

/**
 * Queue an event in the caller's transaction: it exists only if the change it reports commits
 * (the outbox), and is sent by the next run of the minute job.
 */
export async function queueIntegration(
  tx: DbOrTx,
  o: { request_type: IntegrationRequestType; entity_id: number; body: unknown; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(integrationLogs)
    .values({
      queue_type: 'auto',
      request_type: o.request_type,
      entity_id: o.entity_id,
      status: 'incomplete',
      url: null,
      headers: {},
      body: o.body,
      next_attempt_at: o.now,
      created_at: o.now,
      updated_at: o.now,
    })
    .returning({ id: integrationLogs.id });
  return row!.id;
}

interface Attempt {
  url: string | null;
  headers: Record<string, string>;
  response_code: number | null;
  response_body: string;
  ok: boolean;
}

/** One POST to the accounting system; never throws (a failure is an attempt that failed). */
async function post(config: Config['integration'], body: unknown): Promise<Attempt> {
  const shown = {
    'content-type': 'application/json',
    ...(config.token ? { authorization: 'Bearer ***' } : {}),
  };
  if (!config.url) {
    return {
      url: null,
      headers: shown,
      response_code: null,
      response_body: 'INTEGRATION_URL is not set',
      ok: false,
    };
  }
  try {
    const res = await fetch(config.url, {
      method: 'POST',
      headers: { ...shown, ...(config.token ? { authorization: `Bearer ${config.token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = (await res.text()).slice(0, 2000);
    return { url: config.url, headers: shown, response_code: res.status, response_body: text, ok: res.ok };
  } catch (err) {
    return {
      url: config.url,
      headers: shown,
      response_code: null,
      response_body: String(err).slice(0, 500),
      ok: false,
    };
  }
}

/** The log row after an attempt: success, another try later (incomplete), or given up (fail). */
function outcome(a: Attempt, sendCount: number, queue: IntegrationQueueType, now: Date) {
  const giveUp = queue === 'manual' || sendCount >= MAX_SENDS;
  return {
    url: a.url,
    headers: a.headers,
    response_code: a.response_code,
    response_body: a.response_body,
    send_count: sendCount,
    status: a.ok ? ('success' as const) : giveUp ? ('fail' as const) : ('incomplete' as const),
    next_attempt_at: a.ok || giveUp ? null : new Date(now.getTime() + backoffMinutes(sendCount) * 60_000),
    updated_at: now,
  };
}

/**
 * Send the automatic events that are due, oldest first. Rows are locked with SKIP LOCKED so that
 * instances deliver side by side without sending an event twice. Without INTEGRATION_URL nothing
 * is tried: the events wait, incomplete, for the endpoint to be configured.
 */
export async function deliverIntegrations(opts: {
  db: Db;
  config: Config['integration'];
  now: Date;
  batch?: number;
}): Promise<number> {
  if (!opts.config.url) return 0;
  let sent = 0;
  await opts.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(integrationLogs)
      .where(
        and(
          eq(integrationLogs.status, 'incomplete'),
          eq(integrationLogs.queue_type, 'auto'),
          lte(integrationLogs.next_attempt_at, opts.now),
        ),
      )
      .orderBy(asc(integrationLogs.id))
      .limit(opts.batch ?? 20)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      const attempt = await post(opts.config, row.body);
      await tx
        .update(integrationLogs)
        .set(outcome(attempt, row.send_count + 1, 'auto', opts.now))
        .where(eq(integrationLogs.id, row.id));
      if (attempt.ok) sent += 1;
    }
  });
  return sent;
}

/** A send by hand: a new log row (queue type manual) sent at once; answers it. */
export async function sendNow(
  db: Db,
  o: {
    config: Config['integration'];
    request_type: IntegrationRequestType;
    entity_id: number;
    body: unknown;
    now: Date;
  },
) {
  const attempt = await post(o.config, o.body);
  const [row] = await db
    .insert(integrationLogs)
    .values({
      queue_type: 'manual',
      request_type: o.request_type,
      entity_id: o.entity_id,
      body: o.body,
      created_at: o.now,
      ...outcome(attempt, 1, 'manual', o.now),
    })
    .returning();
  return row!;
}
