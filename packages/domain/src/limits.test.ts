import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  available,
  type BuyerLimits,
  buyerAvailable,
  buyerLimit,
  canConsume,
  checkTransaction,
  consume,
  consumeAll,
  heldBy,
  type Limit,
  maxFundingAmount,
  maxPaymentRatio,
  programmeProblem,
  release,
  revise,
  supplierAvailableOnBuyer,
} from './limits.ts';

const RUNS = { numRuns: 10_000 };
const amount = fc.integer({ min: 0, max: 1_000_000_000_000 });
/** Any stored limit, including a total revised below what is used. */
const limitArb = fc.record({ total: amount, used: amount });
const opArb = fc.record({ kind: fc.constantFrom('consume', 'release'), amount });

describe('a limit', () => {
  it('never has a negative available or used amount, through any sequence of use and release', () => {
    fc.assert(
      fc.property(limitArb, fc.array(opArb, { maxLength: 20 }), (start, ops) => {
        let limit: Limit = start;
        for (const op of ops) {
          const r = op.kind === 'consume' ? consume(limit, op.amount) : release(limit, op.amount);
          if (r.ok) {
            expect(r.limit.total).toBe(limit.total);
            limit = r.limit;
          } else {
            expect(r.code).toBe(op.kind === 'consume' ? 'OVER_LIMIT' : 'CONFLICT');
          }
          expect(available(limit)).toBeGreaterThanOrEqual(0);
          expect(limit.used).toBeGreaterThanOrEqual(0);
          // used only grows past total if it started there, and then never by a consume
          expect(limit.used).toBeLessThanOrEqual(Math.max(limit.total, start.used));
        }
      }),
      RUNS,
    );
  });

  it('consumes exactly what is available and refuses one đồng more', () => {
    fc.assert(
      fc.property(limitArb, (limit) => {
        const all = consume(limit, available(limit));
        // A total revised below what is used takes nothing more, not even 0.
        expect(all.ok).toBe(limit.used <= limit.total);
        if (all.ok) expect(available(all.limit)).toBe(0);
        expect(consume(limit, available(limit) + 1)).toEqual({ ok: false, code: 'OVER_LIMIT' });
      }),
      RUNS,
    );
  });

  it('refuses a record that is not whole VND >= 0 on entry (150 against a total of 100)', () => {
    expect(consume({ total: 100, used: -50 }, 150)).toEqual({ ok: false, code: 'LIMIT_INVALID' });
    expect(release({ total: 100, used: -50 }, 0)).toEqual({ ok: false, code: 'LIMIT_INVALID' });
    expect(consume({ total: 100.5, used: 0 }, 1)).toEqual({ ok: false, code: 'LIMIT_INVALID' });
    expect(consume({ total: 100, used: 101 }, 0)).toEqual({ ok: false, code: 'OVER_LIMIT' });
    expect(release({ total: 100, used: 101 }, 101)).toEqual({ ok: true, limit: { total: 100, used: 0 } });
    expect(() => available({ total: 100, used: -1 })).toThrow(RangeError);
    const badNumber = fc.oneof(
      fc.integer({ max: -1 }),
      fc.double({ noInteger: true }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53),
    );
    fc.assert(
      fc.property(badNumber, amount, amount, fc.boolean(), (bad, good, n, badUsed) => {
        const limit = badUsed ? { total: good, used: bad } : { total: bad, used: good };
        expect(consume(limit, n)).toEqual({ ok: false, code: 'LIMIT_INVALID' });
        expect(release(limit, n)).toEqual({ ok: false, code: 'LIMIT_INVALID' });
        expect(consumeAll([{ total: n, used: 0 }, limit], 0)).toMatchObject({
          ok: false,
          code: 'LIMIT_INVALID',
          index: 1,
        });
      }),
      RUNS,
    );
  });

  it('never lets used pass total through consume, from any valid record', () => {
    fc.assert(
      fc.property(limitArb, amount, (limit, n) => {
        const r = consume(limit, n);
        if (r.ok) expect(r.limit.used).toBeLessThanOrEqual(r.limit.total);
        else expect(r.code).toBe('OVER_LIMIT');
      }),
      RUNS,
    );
  });

  it('release undoes consume', () => {
    fc.assert(
      fc.property(limitArb, amount, (limit, n) => {
        const used = consume(limit, n);
        if (!used.ok) return;
        expect(release(used.limit, n)).toEqual({ ok: true, limit });
      }),
      RUNS,
    );
  });

  it('consumeAll takes from every limit or from none', () => {
    fc.assert(
      fc.property(fc.array(limitArb, { minLength: 1, maxLength: 3 }), amount, (limits, n) => {
        const r = consumeAll(limits, n);
        const fits = limits.every((l) => canConsume(l, n));
        expect(r.ok).toBe(fits);
        if (r.ok) expect(r.limits.map((l) => l.used)).toEqual(limits.map((l) => l.used + n));
        else expect(canConsume(limits[r.index]!, n)).toBe(false);
      }),
      RUNS,
    );
  });

  it('refuses amounts that are not whole VND', () => {
    expect(() => consume({ total: 10, used: 0 }, 1.5)).toThrow(RangeError);
    expect(() => release({ total: 10, used: 5 }, -1)).toThrow(RangeError);
  });
});

describe('buyer and supplier limits', () => {
  it('a buyer has a standard and an early-payment limit', () => {
    const limits: BuyerLimits = { standard: { total: 100, used: 30 }, earlyPayment: { total: 50, used: 60 } };
    expect(buyerAvailable(limits, 'STANDARD')).toBe(70);
    expect(buyerAvailable(limits, 'EARLY_PAYMENT')).toBe(0);
    expect(buyerLimit(limits, 'EARLY_PAYMENT')).toBe(limits.earlyPayment);
  });

  it("a supplier's available on a buyer is the lower of the two", () => {
    fc.assert(
      fc.property(limitArb, limitArb, (supplier, buyer) => {
        const a = supplierAvailableOnBuyer(supplier, buyer);
        expect(a).toBe(Math.min(available(supplier), available(buyer)));
        expect(a).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('the maximum payment ratio is the lowest of those set', () => {
    expect(maxPaymentRatio(80, '75.5', 90)).toBe('75.5');
    expect(maxPaymentRatio('100')).toBe('100');
    expect(() => maxPaymentRatio()).toThrow(RangeError);
    expect(maxFundingAmount(1_000_000_000, 80)).toBe(800_000_000);
  });
});

describe('checkTransaction', () => {
  const ratioArb = fc.integer({ min: 0, max: 10_000 }).map((h) => (h / 100).toFixed(2));

  it('passes exactly when the ratio and both limits allow, and then both limits can be consumed', () => {
    fc.assert(
      fc.property(
        limitArb,
        limitArb,
        amount,
        ratioArb,
        ratioArb,
        (buyer, supplier, requested, max, ratio) => {
          const r = checkTransaction({
            buyerLimit: buyer,
            supplierLimit: supplier,
            requested,
            maxPaymentRatio: max,
            ratio,
          });
          const allowed =
            Number(ratio) <= Number(max) && canConsume(buyer, requested) && canConsume(supplier, requested);
          expect(r.ok).toBe(allowed);
          if (r.ok) {
            expect(consumeAll([buyer, supplier], requested).ok).toBe(true);
            expect(r.available).toBe(supplierAvailableOnBuyer(supplier, buyer));
          } else {
            expect(r.code).toBe('OVER_LIMIT');
          }
        },
      ),
      RUNS,
    );
  });

  it('names the first reason: payment ratio, then buyer, then supplier', () => {
    const buyerLimit = { total: 100, used: 90 };
    const supplierLimit = { total: 100, used: 95 };
    const base = { buyerLimit, supplierLimit, maxPaymentRatio: 80 };
    expect(checkTransaction({ ...base, requested: 50, ratio: 81 })).toMatchObject({
      reason: 'PAYMENT_RATIO',
    });
    expect(checkTransaction({ ...base, requested: 50, ratio: 80 })).toMatchObject({ reason: 'BUYER_LIMIT' });
    expect(checkTransaction({ ...base, requested: 8, ratio: 80 })).toMatchObject({
      reason: 'SUPPLIER_LIMIT',
    });
    expect(checkTransaction({ ...base, requested: 5, ratio: '80.00' })).toEqual({ ok: true, available: 5 });
  });
});

describe('a revised limit', () => {
  it('keeps what is drawn: 1.294.800.000 used stays used when the credit is revised to 112.000.000', () => {
    const revised = revise({ total: 2_500_000_000, used: 1_294_800_000 }, 112_000_000);
    expect(revised).toEqual({ total: 112_000_000, used: 1_294_800_000 });
    expect(available(revised)).toBe(0);
    expect(consume(revised, 80_000_000)).toEqual({ ok: false, code: 'OVER_LIMIT' });
    expect(revise(undefined, 112_000_000)).toEqual({ total: 112_000_000, used: 0 });
    expect(() => revise({ total: 1, used: -1 }, 1)).toThrow(RangeError);
  });

  it('has used = what the transactions hold, through any sequence of draws, releases and revisions', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('draw' as const), amount: fc.integer({ min: 0, max: 2_000_000_000 }) }),
      fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('revise' as const), total: fc.integer({ min: 1, max: 3_000_000_000 }) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3_000_000_000 }),
        fc.array(op, { maxLength: 30 }),
        (total, ops) => {
          let limit = revise(undefined, total);
          const holds: number[] = [];
          for (const o of ops) {
            if (o.kind === 'draw') {
              const r = consume(limit, o.amount);
              if (r.ok) {
                limit = r.limit;
                holds.push(o.amount);
              } else expect(available(limit)).toBeLessThan(o.amount || 1);
            } else if (o.kind === 'release') {
              if (holds.length === 0) continue;
              const [held] = holds.splice(o.pick % holds.length, 1);
              const r = release(limit, held!);
              expect(r.ok).toBe(true);
              if (r.ok) limit = r.limit;
            } else limit = revise(limit, o.total);
            expect(limit.used).toBe(heldBy(holds));
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('the buyer programme a supplier credit stands on', () => {
  const today = '2026-11-28';
  it('is in force only when activated and not past its expiry date', () => {
    expect(programmeProblem({ status: 'ACTIVATED', expiry_date: today }, today)).toBeUndefined();
    expect(programmeProblem({ status: 'ACTIVATED', expiry_date: '2026-11-27' }, today)).toBe(
      'BUYER_CREDIT_INVALID',
    );
    for (const status of ['PENDING', 'APPLIED', 'REJECTED'])
      expect(programmeProblem({ status, expiry_date: '2027-11-28' }, today)).toBe('BUYER_CREDIT_INVALID');
    expect(programmeProblem(undefined, today)).toBe('BUYER_CREDIT_INVALID');
  });
});
