import { eq } from 'drizzle-orm';
import { enterprises } from '../apps/server/src/modules/enterprises/enterprises.tables.ts';
import { createCompany } from '../apps/server/src/modules/enterprises/index.ts';
import { requestWorld } from '../apps/server/src/modules/request-transaction/request-transaction.fixture.ts';
import { createTransaction } from '../apps/server/src/modules/transactions/index.ts';
import { transactions } from '../apps/server/src/modules/transactions/transactions.tables.ts';
import { users } from '../apps/server/src/modules/users/users.tables.ts';
import type { Db } from '../apps/server/src/platform/db/client.ts';

/**
 * The rows the concurrency scenarios (concurrent.ts) start from, written by the set-up
 * (prepare.ts). A few dozen rows: they go through the server's own fixtures, the ones the API
 * tests build the same states with (request-transaction.int.test.ts "never overspends one buyer
 * limit with 50 concurrent signatures", payments.int.test.ts "moves money once for one
 * Idempotency-Key sent 10 times at once"), so they hold what those fixtures hold.
 */

/** One signing round: a buyer whose limit fits `fits` advances, `signers` suppliers each waiting to sign one. */
export interface SigningRound {
  /** The buyer company's code (its programme is the limit the round draws on). */
  buyerCode: string;
  /** Usernames `<prefix>001`…, one supplier company each (a supplier has one transaction at CONTRACTS_CONFIRMED at most). */
  userPrefix: string;
  signers: number;
  /** How many advances the buyer's early-payment limit holds: only these may be signed. */
  fits: number;
}

/** One receivable of 100 million at 80 % per transaction (createTransaction's default): the draw each signature makes. */
export const SIGN_ADVANCE = 80_000_000;

/** Unmeasured: the sign route's first calls (JIT, pool) before the measured round; every one fits. */
export const SIGN_WARMUP: SigningRound = {
  buyerCode: 'BENSIGNW',
  userPrefix: 'bensignw',
  signers: 5,
  fits: 5,
};
/** Issue 26: 50 signatures at once on one buyer limit that holds 10 of them. */
export const SIGN_ROUND: SigningRound = {
  buyerCode: 'BENSIGN',
  userPrefix: 'bensign',
  signers: 50,
  fits: 10,
};

/** A completed transaction the storm pays, by its code; `arCount` receivables, so as many journal entries. */
export interface PaymentTarget {
  transCode: string;
  arCount: number;
}
export const STORM_WARMUP: PaymentTarget = { transCode: 'BENPAYW', arCount: 2 };
export const STORM_TARGET: PaymentTarget = { transCode: 'BENPAY', arCount: 2 };

export const signerName = (round: SigningRound, n: number) =>
  `${round.userPrefix}${String(n).padStart(3, '0')}`;

export async function generateConcurrency(db: Db): Promise<void> {
  // The signers sign in with the demo password: supplier1's hash, not one argon2 hash each.
  const [demo] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.username, 'supplier1'));
  if (!demo) throw new Error('concurrency set-up: the demo seed has no supplier1');
  for (const round of [SIGN_WARMUP, SIGN_ROUND]) await signingRound(db, round, demo.hash);
  for (const target of [STORM_WARMUP, STORM_TARGET]) await completedTransaction(db, target);
}

async function signingRound(db: Db, round: SigningRound, passwordHash: string): Promise<void> {
  // The buyer, its programme holding `fits` advances (requestWorld adds a supplier of its own: unused).
  const { buyId } = await requestWorld(db, { buyerLimit: round.fits * SIGN_ADVANCE, arCount: 0 });
  await db.update(enterprises).set({ code: round.buyerCode }).where(eq(enterprises.id, buyId));
  for (let n = 1; n <= round.signers; n += 1) {
    // A supplier approved on the buyer (ample credit: the buyer's limit is the one they compete
    // for) and its authorizer, renamed so the bench can sign it in.
    const w = await requestWorld(db, { buyId, arCount: 0 });
    const username = signerName(round, n);
    await db
      .update(users)
      .set({ username, email: `${username}@bench.test`, passwordHash })
      .where(eq(users.username, w.user));
    await createTransaction(db, { supId: w.supId, buyId, status: 'CONTRACTS_CONFIRMED' });
  }
}

async function completedTransaction(db: Db, target: PaymentTarget): Promise<void> {
  const supId = await createCompany(db, 'SUPPLIER');
  const buyId = await createCompany(db, 'BUYER');
  const { id } = await createTransaction(db, { supId, buyId, status: 'COMPLETED', arCount: target.arCount });
  await db.update(transactions).set({ trans_code: target.transCode }).where(eq(transactions.id, id));
}
