import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { activateProgramme } from '../credit-buyer/credit-buyer.fixture.ts';
import { buyerCreditSetups } from '../credit-buyer/credit-buyer.tables.ts';
import { supplierCredits } from '../credit-supplier/credit-supplier.tables.ts';
import { createCompany } from '../enterprises/index.ts';
import { createTransaction } from './fixtures.ts';
import { drawLimits, releaseLimits } from './transaction-limits.ts';
import { transactions } from './transactions.tables.ts';

/** The business day of these draws: within the demo terms' year from 2026-11-01. */
const TODAY = '2026-11-01';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A buyer with a programme in force (early-payment limit `buyerTotal`) and a supplier approved on it. */
async function world(buyerTotal: number, supplierTotal: number) {
  const buyId = await createCompany(t.db, 'BUYER');
  const supId = await createCompany(t.db, 'SUPPLIER');
  const now = new Date();
  const setup = await activateProgramme(t.db, buyId, TODAY, { early_payment_limit: buyerTotal });
  const [credit] = await t.db
    .insert(supplierCredits)
    .values({
      ent_id: supId,
      buy_id: buyId,
      applied_total_limit: supplierTotal,
      applied_discount_rate: 12,
      total_limit: supplierTotal,
      discount_rate: 12,
      max_payment_ratio: 80,
      status: 'APPROVED',
      received_on: '2026-11-01',
      created_at: now,
      updated_at: now,
    })
    .returning({ id: supplierCredits.id });
  const used = async () => {
    const [b] = await t.db
      .select({ used: buyerCreditSetups.early_payment_used })
      .from(buyerCreditSetups)
      .where(eq(buyerCreditSetups.id, setup.id));
    const [s] = await t.db
      .select({ used: supplierCredits.used_limit })
      .from(supplierCredits)
      .where(eq(supplierCredits.id, credit!.id));
    return { buyer: b!.used, supplier: s!.used };
  };
  return { buyId, supId, used };
}

describe('transaction limits', () => {
  it('draws the total advance from both limits once, and releases exactly that once', async () => {
    const w = await world(1_000_000_000, 500_000_000);
    // One receivable of 100.000.000 at 80 %: an advance of 80.000.000.
    const tr = await createTransaction(t.db, {
      supId: w.supId,
      buyId: w.buyId,
      status: 'CONTRACTS_CONFIRMED',
    });
    expect(await t.db.transaction((tx) => drawLimits(tx, tr.id, TODAY))).toBe(80_000_000);
    expect(await w.used()).toEqual({ buyer: 80_000_000, supplier: 80_000_000 });
    // A retried draw takes nothing more.
    expect(await t.db.transaction((tx) => drawLimits(tx, tr.id, TODAY))).toBe(0);
    expect(await w.used()).toEqual({ buyer: 80_000_000, supplier: 80_000_000 });
    expect(await t.db.transaction((tx) => releaseLimits(tx, tr.id))).toBe(80_000_000);
    expect(await t.db.transaction((tx) => releaseLimits(tx, tr.id))).toBe(0);
    expect(await w.used()).toEqual({ buyer: 0, supplier: 0 });
  });

  it('refuses over the supplier limit and changes nothing', async () => {
    const w = await world(1_000_000_000, 100_000_000);
    const tr = await createTransaction(t.db, {
      supId: w.supId,
      buyId: w.buyId,
      status: 'CONTRACTS_CONFIRMED',
      arCount: 2,
    });
    const err = await t.db.transaction((tx) => drawLimits(tx, tr.id, TODAY)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('OVER_LIMIT');
    expect(await w.used()).toEqual({ buyer: 0, supplier: 0 });
    const [row] = await t.db
      .select({ drawn: transactions.limit_drawn })
      .from(transactions)
      .where(eq(transactions.id, tr.id));
    expect(row!.drawn).toBe(0);
  });

  it('stops new draws once the buyer programme has expired, and still gives back what is held', async () => {
    const w = await world(1_000_000_000, 500_000_000);
    // Stage CREDIT_REVIEW: one unfinished draft per supplier, and the draw does not look at the stage.
    const held = await createTransaction(t.db, {
      supId: w.supId,
      buyId: w.buyId,
      status: 'CREDIT_REVIEW',
    });
    expect(await t.db.transaction((tx) => drawLimits(tx, held.id, TODAY))).toBe(80_000_000);
    const tr = await createTransaction(t.db, {
      supId: w.supId,
      buyId: w.buyId,
      status: 'CREDIT_REVIEW',
    });
    // demoTerms('2026-11-01') expire on 2027-11-01: the day after, the programme is no longer in force.
    const err = await t.db.transaction((tx) => drawLimits(tx, tr.id, '2027-11-02')).catch((e: unknown) => e);
    expect((err as AppError).code).toBe('BUYER_CREDIT_INVALID');
    expect(await t.db.transaction((tx) => drawLimits(tx, tr.id, '2027-11-01'))).toBe(80_000_000);
    expect(await w.used()).toEqual({ buyer: 160_000_000, supplier: 160_000_000 });
    expect(await t.db.transaction((tx) => releaseLimits(tx, held.id))).toBe(80_000_000);
    expect(await w.used()).toEqual({ buyer: 80_000_000, supplier: 80_000_000 });
  });

  it('lets 20 concurrent draws against one buyer limit take only what fits', async () => {
    // 5 advances of 80.000.000 fit in 400.000.000; the supplier limit is ample. (Stage CREDIT_REVIEW:
    // a supplier has one unfinished draft at a time, and the draw itself does not look at the stage.)
    const w = await world(400_000_000, 10_000_000_000);
    const trs = await Promise.all(
      Array.from({ length: 20 }, () =>
        createTransaction(t.db, { supId: w.supId, buyId: w.buyId, status: 'CREDIT_REVIEW' }),
      ),
    );
    const results = await Promise.allSettled(
      trs.map((tr) => t.db.transaction((tx) => drawLimits(tx, tr.id, TODAY))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await w.used()).toEqual({ buyer: 400_000_000, supplier: 400_000_000 });
    const held = await t.db.execute<{ sum: string }>(
      sql`SELECT coalesce(sum(limit_drawn), 0)::text AS sum FROM transactions WHERE buy_id = ${w.buyId}`,
    );
    expect(Number(held.rows[0]!.sum)).toBe(400_000_000);
  });
});
