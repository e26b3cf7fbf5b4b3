import { describe, expect, it } from 'vitest';
import { additionalPayment, adjustmentWhatIf, dateRevision, referralCommission } from './adjustment.ts';
import { docTable, pct, vnd, WORKED_TERMS } from './finance-doc.testing.ts';

// The worked examples of docs/finance.md §10, as data: the code must give these rows, and the
// document's `examples:` tables must show exactly them.

const ADDITIONAL = [
  { ar: 1_000_000_000, oldR: 80, newR: 90, rate: 12, platform: 1, pay: '2026-04-02', mat: '2026-06-01' },
  { ar: 350_000_000, oldR: 70, newR: 85, rate: 9.75, platform: 0, pay: '2026-02-11', mat: '2026-08-10' },
];
const REVISION = [
  { ar: 1_000_000_000, advance: 800_000_000, rate: 12, oldM: '2026-05-31', newM: '2026-06-30' },
  { ar: 1_000_000_000, advance: 800_000_000, rate: 12, oldM: '2026-05-31', newM: '2026-05-16' },
];
const COMMISSION = [
  { discount: 1_972_603, rate: 10 },
  { discount: 7_890_411, rate: 15 },
  { discount: -3_945_205, rate: 15 },
];

describe('docs/finance.md §10 receivable adjustments', () => {
  it('additional payment', () => {
    const rows = ADDITIONAL.map((e) => {
      const r = additionalPayment({
        arAmount: e.ar,
        oldRatio: e.oldR,
        newRatio: e.newR,
        discountRate: e.rate,
        platformRate: e.platform,
        paymentDate: e.pay,
        maturityDate: e.mat,
      });
      expect(r.netPayout + r.discount + r.platformFee).toBe(r.additional);
      expect(r.newAdvance + r.residual).toBe(e.ar);
      return [
        vnd(e.ar),
        pct(e.oldR),
        pct(e.newR),
        pct(e.rate),
        pct(e.platform),
        e.pay,
        e.mat,
        String(r.days),
        vnd(r.additional),
        vnd(r.discount),
        vnd(r.platformFee),
        vnd(r.netPayout),
        vnd(r.residual),
      ];
    });
    expect(docTable('additional-payment')).toEqual(rows);
  });

  it('refuses a lower ratio as an additional payment', () => {
    expect(() =>
      additionalPayment({
        arAmount: 100,
        oldRatio: 80,
        newRatio: 70,
        discountRate: 1,
        paymentDate: '2026-01-01',
        maturityDate: '2026-02-01',
      }),
    ).toThrow(RangeError);
  });

  it('date revision', () => {
    const rows = REVISION.map((e) => {
      const r = dateRevision({
        arAmount: e.ar,
        advance: e.advance,
        discountRate: e.rate,
        oldMaturity: e.oldM,
        newMaturity: e.newM,
      });
      return [
        vnd(e.ar),
        vnd(e.advance),
        pct(e.rate),
        e.oldM,
        e.newM,
        String(r.extraDays),
        vnd(r.discountChange),
        vnd(r.settlement),
      ];
    });
    expect(docTable('date-revision')).toEqual(rows);
  });

  it('date revision refuses a negative AR amount, like every other money function', () => {
    const terms = {
      advance: 800_000_000,
      discountRate: 12,
      oldMaturity: '2026-05-31',
      newMaturity: '2026-06-30',
    };
    expect(() => dateRevision({ ...terms, arAmount: -1_000_000_000 })).toThrow(RangeError);
    expect(() => dateRevision({ ...terms, arAmount: 1.5 })).toThrow(RangeError);
    expect(dateRevision({ ...terms, arAmount: 0 }).settlement).toBe(0);
  });

  it('referral commission', () => {
    const rows = COMMISSION.map((e) => [
      vnd(e.discount),
      pct(e.rate),
      vnd(referralCommission(e.discount, e.rate)),
    ]);
    expect(docTable('referral-commission')).toEqual(rows);
  });

  it('what-if: net VND and equivalent APR per payout date', () => {
    const rows = adjustmentWhatIf(WORKED_TERMS, ['2026-03-03', '2026-04-02', '2026-06-01']).map((w) => [
      w.paymentDate,
      String(w.days),
      vnd(w.net),
      pct(w.apr),
    ]);
    expect(docTable('what-if-apr')).toEqual(rows);
  });
});
