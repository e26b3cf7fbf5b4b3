import { describe, expect, it } from 'vitest';
import { docTable, pct, vnd } from './finance-doc.testing.ts';
import { imbalance, savingsLines, savingsSourceOpeningLines, savingsTransferLines } from './journal.ts';
import {
  capRoom,
  classFor,
  maturityOf,
  placementCommission,
  placementInterest,
  placementRate,
} from './savings.ts';

/** One six-month placement, closed at maturity, after it (interest stops at maturity) and early. */
const SIX_MONTHS = { principal: 500_000_000, start: '2026-03-02', term: 6, rate: 7.3, early: 0.8 } as const;
const EXAMPLES = [
  { ...SIX_MONTHS, closed: '2026-09-02', interest: 18_400_000 },
  { ...SIX_MONTHS, closed: '2026-09-15', interest: 18_400_000 },
  { ...SIX_MONTHS, closed: '2026-06-30', interest: 1_315_068 },
  {
    principal: 200_000_000,
    start: '2026-03-02',
    closed: '2026-06-30',
    term: null,
    rate: 3.3,
    early: null,
    interest: 2_169_863,
  },
] as const;

describe('savings packs (docs/finance.md §15)', () => {
  it('computes the worked examples, which the document shows', () => {
    const rows = EXAMPLES.map((e) => {
      const got = placementInterest(
        {
          principal: e.principal,
          start: e.start,
          rate: e.rate,
          maturity: e.term === null ? null : maturityOf(e.start, e.term),
          earlyRate: e.early,
        },
        e.closed,
      );
      expect(got.interest).toBe(e.interest);
      return [
        vnd(e.principal),
        e.start,
        e.closed,
        e.term === null ? '-' : String(e.term),
        pct(e.rate),
        e.early === null ? '-' : pct(e.early),
        vnd(got.interest),
      ];
    });
    expect(docTable('savings-interest')).toEqual(rows);
  });

  it('adds the class bonus to the rate and counts a term in calendar months', () => {
    expect(placementRate(7, 0.3)).toBe('7.30');
    expect(placementRate('3.25')).toBe('3.25');
    expect(maturityOf('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('tells maturity from an early withdrawal and counts interest to the right day', () => {
    const p = {
      principal: 500_000_000,
      start: '2026-03-02',
      rate: 7.3,
      maturity: '2026-09-02',
      earlyRate: 0.8,
    };
    expect(placementInterest(p, '2026-09-01')).toMatchObject({ matured: false, days: 183, rate: '0.80' });
    expect(placementInterest(p, '2026-09-30')).toMatchObject({
      matured: true,
      countedTo: '2026-09-02',
      days: 184,
    });
    expect(placementInterest(p, '2026-03-02').interest).toBe(0);
    expect(() => placementInterest(p, '2026-03-01')).toThrow(RangeError);
  });

  it("pays the introducer's commission by days", () => {
    expect(placementCommission(200_000_000, 0.5, 120)).toBe(328_767);
    expect(placementCommission(200_000_000, 0, 120)).toBe(0);
  });

  it('gives the class of the highest minimum not above the holding', () => {
    const classes = [
      { id: 1, min_holding: 0, bonus_rate: 0 },
      { id: 3, min_holding: 1_000_000_000, bonus_rate: 0.5 },
      { id: 2, min_holding: 300_000_000, bonus_rate: 0.3 },
    ];
    expect(classFor(classes, 299_999_999)?.id).toBe(1);
    expect(classFor(classes, 300_000_000)?.id).toBe(2);
    expect(classFor(classes, 5_000_000_000)?.id).toBe(3);
    expect(classFor(classes.slice(1), 10)).toBeNull();
  });

  it('leaves room in a limited pack only', () => {
    expect(capRoom(null, 5)).toBeNull();
    expect(capRoom(100, 30)).toBe(70);
    expect(capRoom(100, 130)).toBe(0);
  });

  it('books balanced journal entries', () => {
    for (const kind of [
      'savings_placement',
      'savings_withdrawal',
      'savings_interest',
      'savings_commission',
    ] as const)
      expect(imbalance(savingsLines(kind, 1_000))).toBe(0);
    expect(savingsLines('savings_placement', 5)).toEqual([
      { account: 'cash', debit: 5, credit: 0 },
      { account: 'savings_payable', debit: 0, credit: 5 },
    ]);
    expect(savingsLines('savings_interest', 0)).toEqual([]);
  });

  it('books the sources and transfers of the worked example (§15, decision 0117)', () => {
    expect(savingsSourceOpeningLines(10_000_000_000)).toEqual([
      { account: 'savings_source_funds', debit: 10_000_000_000, credit: 0 },
      { account: 'cash', debit: 0, credit: 10_000_000_000 },
    ]);
    expect(savingsTransferLines('source', 'pack', 2_000_000_000)).toEqual([
      { account: 'savings_pack_funds', debit: 2_000_000_000, credit: 0 },
      { account: 'savings_source_funds', debit: 0, credit: 2_000_000_000 },
    ]);
    expect(savingsTransferLines('pack', 'source', 200_000_000)).toEqual([
      { account: 'savings_source_funds', debit: 200_000_000, credit: 0 },
      { account: 'savings_pack_funds', debit: 0, credit: 200_000_000 },
    ]);
    for (const [from, to] of [
      ['source', 'source'],
      ['pack', 'pack'],
    ] as const)
      expect(imbalance(savingsTransferLines(from, to, 5))).toBe(0);
    expect(savingsSourceOpeningLines(0)).toEqual([]);
  });
});
