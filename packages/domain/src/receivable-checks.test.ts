import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { receivableProblems } from './receivable-checks.ts';

const vnd = fc.integer({ min: 0, max: 10_000_000_000_000 });

describe('receivableProblems (spec §5)', () => {
  it('accepts exactly the receivables that keep every amount rule', () => {
    fc.assert(
      fc.property(vnd, vnd, vnd, vnd, fc.integer({ min: 0, max: 3650 }), (invoice, ar, first, due, term) => {
        const problems = receivableProblems({
          invoice_amount: invoice,
          ar_amount: ar,
          buyer_first_payment: first,
          due_payment: due,
          term_days: term,
        });
        expect(problems.includes('AR_OVER_INVOICE')).toBe(ar > invoice);
        expect(problems.includes('FIRST_PAYMENT_NOT_BELOW_AR')).toBe(first >= ar);
        expect(problems.includes('DUE_PAYMENT_OVER_AR')).toBe(due > ar);
      }),
      { numRuns: 10_000 },
    );
  });

  it('treats unset bounds as open and set bounds as inclusive', () => {
    const ar = {
      invoice_amount: 200,
      ar_amount: 100,
      buyer_first_payment: 0,
      due_payment: 100,
      term_days: 30,
    };
    const open = { ar_value_min: null, ar_value_max: null, ar_term_min: null, ar_term_max: null };
    expect(receivableProblems(ar, open)).toEqual([]);
    expect(
      receivableProblems(ar, {
        ...open,
        ar_value_min: 100,
        ar_value_max: 100,
        ar_term_min: 30,
        ar_term_max: 30,
      }),
    ).toEqual([]);
    expect(receivableProblems(ar, { ...open, ar_value_min: 101, ar_term_max: 29 })).toEqual([
      'AR_VALUE_OUT_OF_RANGE',
      'AR_TERM_OUT_OF_RANGE',
    ]);
  });

  it('refuses amounts that are not whole VND ≥ 0, and a negative term, before any other rule', () => {
    const ok = {
      invoice_amount: 200,
      ar_amount: 100,
      buyer_first_payment: 0,
      due_payment: 100,
      term_days: 30,
    };
    for (const bad of [
      { ar_amount: -1 },
      { invoice_amount: 1.5 },
      { due_payment: Number.NaN },
      { term_days: -1 },
    ]) {
      expect(receivableProblems({ ...ok, ...bad })).toEqual(['AMOUNT_INVALID']);
    }
  });
});
