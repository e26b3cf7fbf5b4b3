import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { paymentRequests } from './payments.tables.ts';

const KEY_RE = /^[A-Za-z0-9_.:-]{1,100}$/;

/** The Idempotency-Key header of a payment call: absent, or 1–100 safe characters. */
export function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_RE.test(header)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return header;
}

/** Thrown inside the transaction to roll it back and answer what the first call answered. */
export class Replay {
  constructor(readonly answer: unknown) {}
}

/**
 * Runs a payment once per key, inside the caller's transaction. The key's row is inserted first:
 * a concurrent call with the same key waits on the unique index until the first commits (then
 * replays its answer) or rolls back (then runs itself). Without a key the work just runs; the
 * workflows' row locks still refuse a second payment.
 */
export async function once<T>(
  tx: Tx,
  ctx: RequestContext,
  o: { key: string | undefined; request: string },
  work: () => Promise<T>,
): Promise<T> {
  if (o.key === undefined) return work();
  const claimed = await tx
    .insert(paymentRequests)
    .values({
      key: o.key,
      request: o.request,
      created_by: ctx.actor?.id ?? null,
      created_at: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ key: paymentRequests.key });
  if (claimed.length === 0) {
    const [first] = await tx.select().from(paymentRequests).where(eq(paymentRequests.key, o.key));
    if (!first || first.request !== o.request) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    throw new Replay(first.response);
  }
  const answer = await work();
  await tx
    .update(paymentRequests)
    .set({ response: answer as never })
    .where(eq(paymentRequests.key, o.key));
  return answer;
}

/** The answer of a payment call: its own, or the first call's when it was a replay. */
export async function answerOnce<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Replay) return err.answer as T;
    throw err;
  }
}
