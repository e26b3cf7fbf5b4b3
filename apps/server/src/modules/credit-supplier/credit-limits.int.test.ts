import { available, canConsume, type Limit, release, revise } from '@arflow/domain/limits';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { SAMPLES } from '../../../test/files.ts';
import { buyerCreditSetups } from '../credit-buyer/credit-buyer.tables.ts';
import { enterpriseLegalRecords } from '../enterprises/company.tables.ts';
import { createTransaction } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { whileProgrammeExpired } from './credit.testing.ts';

/**
 * Issue 20 item 1: a supplier credit revision keeps what is drawn. supplier1 (SUP01) trades on
 * BUY01 under its demo credit; revisions, signatures and releases all go through the routes, and
 * after every step the limit in force must show as used exactly what the supplier's unfinished
 * transactions hold (`limit_drawn`), and agree with the domain's model of the same steps.
 */
const api = useApiHarness();
const { post, get, idOf } = api;
const RT = '/api/supplier/request-transaction/confirm-transactions';

const sign = (id: number) =>
  api.send(
    `${RT}/sign`,
    [
      { name: 'id', value: String(id) },
      { name: 'file', filename: 'hop-dong.pdf', content: SAMPLES.pdf },
    ],
    'supplier1',
  );

/** A revision applied for and approved through the routes (OFFERED); answers its id. */
async function offerRevision(buyId: number, total: number) {
  const docs = await api.t.db
    .select({ id: enterpriseLegalRecords.id })
    .from(enterpriseLegalRecords)
    .where(
      and(
        eq(enterpriseLegalRecords.ent_id, await idOf('SUP01')),
        inArray(enterpriseLegalRecords.status, ['PENDING', 'APPROVED']),
      ),
    );
  const applied = await post(
    '/api/credit-supplier/update',
    { buy_id: buyId, applied_total_limit: total, applied_discount_rate: 9.8, file_attach: [docs[0]!.id] },
    'supplier1',
  );
  expect(applied.statusCode, applied.body).toBe(200);
  const id = applied.json().data.id as number;
  const approved = await post(
    '/api/credit-supplier/approve',
    { id, total_limit: total, discount_rate: 9.8, max_payment_ratio: 80 },
    'camanager',
  );
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

const confirmCredit = (id: number) =>
  post('/api/credit-supplier/credit-buyer/request/confirm', { id }, 'supplier1');

/** A revision applied for, approved and confirmed through the routes; answers the confirmed credit. */
async function reviseCredit(buyId: number, total: number) {
  const confirmed = await confirmCredit(await offerRevision(buyId, total));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().data as { id: number; used_limit: number; available_limit: number };
}

/** What SUP01's transactions on BUY01 hold, and the BUY01 line of supplier1's limit summary. */
async function state(supId: number, buyId: number) {
  const held = await api.t.db.execute<{ sum: string }>(
    sql`SELECT coalesce(sum(limit_drawn), 0)::text AS sum FROM transactions
        WHERE ent_id = ${supId} AND buy_id = ${buyId}`,
  );
  const summary = await get('/api/supplier/summary-limit', 'supplier1');
  expect(summary.statusCode, summary.body).toBe(200);
  const line = (
    summary.json().data.buyers as {
      buy_id: number;
      used_limit: number;
      total_limit: number;
      available_limit: number;
    }[]
  ).filter((b) => b.buy_id === buyId);
  expect(line).toHaveLength(1);
  return { held: Number(held.rows[0]!.sum), line: line[0]! };
}

/** What BUY01's programme in force has left on its early-payment limit. */
async function buyerAvailable(buyId: number) {
  const [p] = await api.t.db
    .select({ total: buyerCreditSetups.early_payment_limit, used: buyerCreditSetups.early_payment_used })
    .from(buyerCreditSetups)
    .where(and(eq(buyerCreditSetups.ent_id, buyId), eq(buyerCreditSetups.status, 'ACTIVATED')))
    .orderBy(desc(buyerCreditSetups.activated_at))
    .limit(1);
  return available(p!);
}

type Step =
  | { kind: 'revise'; total: number }
  | { kind: 'sign'; ars: number }
  | { kind: 'release'; pick: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('revise' as const),
    total: fc.integer({ min: 1, max: 3_000 }).map((m) => m * 1_000_000),
  }),
  fc.record({ kind: fc.constant('sign' as const), ars: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }),
);

/** The issue's own sequence first (revised to 112.000.000 below what is drawn, then signatures), then generated ones. */
const SEQUENCES: Step[][] = [
  [
    { kind: 'revise', total: 112_000_000 },
    { kind: 'sign', ars: 1 },
    { kind: 'release', pick: 0 },
    { kind: 'revise', total: 2_500_000_000 },
    { kind: 'sign', ars: 2 },
  ],
  ...fc.sample(fc.array(stepArb, { minLength: 4, maxLength: 8 }), { seed: 20, numRuns: 5 }),
];

describe('supplier limits through revisions, signatures and releases', () => {
  it('keeps used = what the unfinished transactions hold, after any sequence of steps', async () => {
    const supId = await idOf('SUP01');
    const buyId = await idOf('BUY01');
    // The demo transactions already hold part of the credit: the model starts from there.
    const start = await state(supId, buyId);
    expect(start.line.used_limit).toBe(start.held);
    let model: Limit = { total: start.line.total_limit, used: start.held };
    const signed: { id: number; advance: number }[] = [];

    for (const [n, steps] of SEQUENCES.entries()) {
      for (const step of steps) {
        const where = `sequence ${n}: ${JSON.stringify(step)}`;
        if (step.kind === 'revise') {
          const credit = await reviseCredit(buyId, step.total);
          model = revise(model, step.total);
          expect(credit.used_limit, where).toBe(model.used);
          expect(credit.available_limit, where).toBe(available(model));
        } else if (step.kind === 'sign') {
          const tr = await createTransaction(api.t.db, {
            supId,
            buyId,
            status: 'CONTRACTS_CONFIRMED',
            arCount: step.ars,
          });
          const [row] = await api.t.db
            .select({ advance: transactions.total_advance })
            .from(transactions)
            .where(eq(transactions.id, tr.id));
          const advance = row!.advance;
          const fits = canConsume(model, advance) && advance <= (await buyerAvailable(buyId));
          const res = await sign(tr.id);
          if (fits) {
            expect(res.statusCode, `${where} ${res.body}`).toBe(200);
            model = { ...model, used: model.used + advance };
            signed.push({ id: tr.id, advance });
          } else {
            expect(res.json().code, where).toBe('OVER_LIMIT');
            // The refused transaction goes back to the supplier, who drops it (it holds nothing).
            const dropped = await post(`${RT}/reject`, { id: tr.id, reason: 'Vượt hạn mức' }, 'supplier1');
            expect(dropped.statusCode, dropped.body).toBe(200);
          }
        } else {
          if (signed.length === 0) continue;
          const [tr] = signed.splice(step.pick % signed.length, 1);
          const res = await post(
            '/api/funder-transactions/details/decide',
            { trans_id: tr!.id, decision: 'REJECT', reason: 'Hồ sơ chưa đạt' },
            'creditofficer',
          );
          expect(res.statusCode, `${where} ${res.body}`).toBe(200);
          const r = release(model, tr!.advance);
          expect(r.ok, where).toBe(true);
          if (r.ok) model = r.limit;
        }
        const now = await state(supId, buyId);
        expect(now.line.used_limit, where).toBe(now.held);
        expect(now.line.used_limit, where).toBe(model.used);
        expect(now.line.available_limit, where).toBe(available(model));
      }
    }
  }, 240_000);

  it('stops new draws once the buyer programme has expired (issue 20 item 2), releases still land', async () => {
    const supId = await idOf('SUP01');
    const buyId = await idOf('BUY01');
    await reviseCredit(buyId, 3_000_000_000);
    const first = await createTransaction(api.t.db, { supId, buyId, status: 'CONTRACTS_CONFIRMED' });
    expect((await sign(first.id)).statusCode).toBe(200);
    const [held] = await api.t.db.select().from(transactions).where(eq(transactions.id, first.id));
    const before = await state(supId, buyId);
    await whileProgrammeExpired(api.t.db, buyId, async () => {
      const tr = await createTransaction(api.t.db, { supId, buyId, status: 'CONTRACTS_CONFIRMED' });
      const refused = await sign(tr.id);
      expect(refused.json()).toMatchObject({
        status: 422,
        code: 'BUYER_CREDIT_INVALID',
        messages: ['Buyer credit config not found or invalid status'],
      });
      const [row] = await api.t.db.select().from(transactions).where(eq(transactions.id, tr.id));
      expect(row).toMatchObject({ status: 'CONTRACTS_CONFIRMED', limit_drawn: 0 });
      expect(await state(supId, buyId)).toEqual(before);
      await post(`${RT}/reject`, { id: tr.id, reason: 'Chương trình hết hạn' }, 'supplier1');
      // What the signed transaction holds still comes back when the funder rejects it.
      const rejected = await post(
        '/api/funder-transactions/details/decide',
        { trans_id: first.id, decision: 'REJECT', reason: 'Chương trình hết hạn' },
        'creditofficer',
      );
      expect(rejected.statusCode, rejected.body).toBe(200);
      const after = await state(supId, buyId);
      expect(after.line.used_limit).toBe(after.held);
      expect(after.held).toBe(before.held - held!.limit_drawn);
    });
  });

  it('keeps used = what is held when a revision is confirmed while signatures and releases run', async () => {
    const supId = await idOf('SUP01');
    const buyId = await idOf('BUY01');
    await reviseCredit(buyId, 3_000_000_000);
    const signed: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const tr = await createTransaction(api.t.db, { supId, buyId, status: 'CONTRACTS_CONFIRMED' });
      expect((await sign(tr.id)).statusCode).toBe(200);
      signed.push(tr.id);
    }
    const offer = await offerRevision(buyId, 2_900_000_000);
    const next = await createTransaction(api.t.db, { supId, buyId, status: 'CONTRACTS_CONFIRMED' });
    const results = await Promise.all([
      confirmCredit(offer),
      sign(next.id),
      ...signed.map((id) =>
        post(
          '/api/funder-transactions/details/decide',
          { trans_id: id, decision: 'REJECT', reason: 'Hồ sơ chưa đạt' },
          'creditofficer',
        ),
      ),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const now = await state(supId, buyId);
    expect(now.line.total_limit).toBe(2_900_000_000);
    expect(now.line.used_limit).toBe(now.held);
  });
});
