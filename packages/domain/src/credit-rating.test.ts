import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { industryRatesForm, ratingBandsForm, scoreItemsForm } from './api/category-business.ts';
import {
  type CriterionDef,
  findDuplicateName,
  findOverlap,
  inRange,
  proportionsWithinTotal,
  rangesOverlap,
  type ScoreRange,
  scoreSupplier,
} from './credit-rating.ts';
import { translateMessage } from './validation.ts';

const RUNS = { numRuns: 5_000 };
const boundArb = fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: null });
const rangeArb = fc
  .tuple(boundArb, boundArb)
  .filter(([a, b]) => a === null || b === null || a < b)
  .map(([min, max]): ScoreRange => ({ min, max }));

describe('score ranges', () => {
  it('are half-open with open unset bounds', () => {
    expect(inRange(1, { min: 1, max: 2 })).toBe(true);
    expect(inRange(2, { min: 1, max: 2 })).toBe(false);
    expect(inRange(-1e9, { min: null, max: 0 })).toBe(true);
    expect(rangesOverlap({ min: 0, max: 50 }, { min: 50, max: 100 })).toBe(false);
    expect(rangesOverlap({ min: 0, max: 50 }, { min: 49.99, max: 100 })).toBe(true);
    expect(rangesOverlap({ min: null, max: null }, { min: 5, max: 6 })).toBe(true);
    expect(
      findOverlap([
        { min: 0, max: 40 },
        { min: 40, max: 60 },
        { min: 55, max: 70 },
      ]),
    ).toEqual([1, 2]);
  });

  it('overlap exactly when some value lies in both (integer bounds: an integer one)', () => {
    const probes = Array.from({ length: 2003 }, (_, i) => i - 1001);
    fc.assert(
      fc.property(rangeArb, rangeArb, (a, b) => {
        const shared = probes.some((x) => inRange(x, a) && inRange(x, b));
        expect(rangesOverlap(a, b)).toBe(shared);
        expect(rangesOverlap(b, a)).toBe(rangesOverlap(a, b));
      }),
      { numRuns: 300 },
    );
  });

  it('a list without overlap holds every value in at most one range', () => {
    fc.assert(
      fc.property(
        fc.array(rangeArb, { maxLength: 6 }),
        fc.integer({ min: -1100, max: 1100 }),
        (ranges, x) => {
          if (findOverlap(ranges)) return;
          expect(ranges.filter((r) => inRange(x, r)).length).toBeLessThanOrEqual(1);
        },
      ),
      RUNS,
    );
  });
});

describe('proportions and names', () => {
  it('the proportions of an industry total at most 100', () => {
    expect(proportionsWithinTotal([30, 25, 25, 20])).toBe(true);
    expect(proportionsWithinTotal(['33.33', '33.33', '33.34'])).toBe(true);
    expect(proportionsWithinTotal([50, 50.01])).toBe(false);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 8 }), (hundredths) => {
        const sum = hundredths.reduce((a, b) => a + b, 0);
        expect(proportionsWithinTotal(hundredths.map((h) => (h / 100).toFixed(2)))).toBe(sum <= 10_000);
      }),
      RUNS,
    );
  });

  it('names are unique, trimmed and case-insensitive', () => {
    expect(findDuplicateName(['AA', 'A', ' aa '])).toBe(2);
    expect(findDuplicateName(['Định tính', 'ĐỊNH TÍNH'])).toBe(1);
    expect(findDuplicateName(['A', 'B'])).toBeUndefined();
  });

  it('the forms refuse them with the spec’s messages', () => {
    const en = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
      r.error?.issues.map((i) => `${i.path.join('.')}: ${translateMessage(i.message, 'en')}`);
    expect(
      en(
        industryRatesForm.safeParse({
          rates: [
            { parameter_id: 1, proportion: 60 },
            { parameter_id: 2, proportion: 40.01 },
          ],
        }),
      ),
    ).toEqual(['rates: The total of criteria proportions must be at most 100']);
    expect(
      en(
        ratingBandsForm.safeParse({
          bands: [
            { name: 'A', min: 0, max: 50 },
            { name: 'B', min: 40, max: 100 },
          ],
        }),
      ),
    ).toEqual(['bands.1.min: Overlapping score range']);
    expect(
      en(
        scoreItemsForm.safeParse({
          items: [
            { name: 'x', score: 1 },
            { name: 'X', score: 2 },
          ],
        }),
      ),
    ).toEqual(['items.1.name: This name is duplicated']);
    // Ranges are compared; options (no bound) are chosen by name, never overlapping.
    expect(
      en(
        scoreItemsForm.safeParse({
          items: [
            { name: 'a', max: 2, score: 1 },
            { name: 'b', min: 1, score: 2 },
          ],
        }),
      ),
    ).toEqual(['items.1.min: Overlapping score range']);
    expect(en(scoreItemsForm.safeParse({ items: [{ name: 'x', min: 5, max: 5, score: 1 }] }))).toEqual([
      'items.0.max: The minimum must be less than the maximum',
    ]);
    expect(
      scoreItemsForm.safeParse({ items: [{ name: 'x', min: '', max: '2', score: '70.5' }] }).data,
    ).toEqual({
      items: [{ name: 'x', min: null, max: 2, score: 70.5 }],
    });
  });
});

describe('scoreSupplier', () => {
  const criteria: CriterionDef[] = [
    {
      id: 1,
      name: 'Current ratio',
      kind: 'QUANTITATIVE',
      proportion: 60,
      items: [
        { id: 11, name: '< 1', min: null, max: 1, score: 30 },
        { id: 12, name: '1 to 2', min: 1, max: 2, score: 70 },
        { id: 13, name: '>= 2', min: 2, max: null, score: 100 },
      ],
    },
    {
      id: 2,
      name: 'Management',
      kind: 'QUALITATIVE',
      proportion: 40,
      items: [
        { id: 21, name: 'Good', min: null, max: null, score: 80 },
        { id: 22, name: 'Weak', min: null, max: null, score: 20 },
      ],
    },
  ];
  const bands = [
    { name: 'C', min: null, max: 60 },
    { name: 'B', min: 60, max: 75 },
    { name: 'A', min: 75, max: null },
  ];

  it('explains the worked example: 70 × 60 % + 80 × 40 % = 74.00, band B', () => {
    const r = scoreSupplier(criteria, bands, [
      { criterion_id: 1, value: 1.5 },
      { criterion_id: 2, item_id: 21 },
    ]);
    expect(r.lines.map((l) => [l.item, l.score, l.weighted])).toEqual([
      ['1 to 2', '70', '42'],
      ['Good', '80', '32'],
    ]);
    expect(r).toMatchObject({ total: '74.00', band: 'B', unscored: [] });
  });

  it('scores 0 for a criterion without a value or a matching option, and names it', () => {
    const r = scoreSupplier(criteria, bands, [{ criterion_id: 2, item_id: 99 }]);
    expect(r).toMatchObject({ total: '0.00', band: 'C', unscored: [1, 2] });
  });

  it('the total is the rounded sum of the weighted lines and never above 100 when proportions total 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 500 }), fc.constantFrom(21, 22), (v, item) => {
        const r = scoreSupplier(criteria, bands, [
          { criterion_id: 1, value: v / 100 },
          { criterion_id: 2, item_id: item },
        ]);
        const sum = r.lines.reduce((s, l) => s + Number(l.weighted), 0);
        expect(Number(r.total)).toBeCloseTo(sum, 2);
        expect(Number(r.total)).toBeLessThanOrEqual(100);
        expect(r.band).not.toBeNull();
      }),
      RUNS,
    );
  });
});
