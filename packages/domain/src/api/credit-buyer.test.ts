import { describe, expect, it } from 'vitest';
import { penalInterest } from '../pricing.ts';
import { translateMessage } from '../validation.ts';
import { creditSetupForm, debtSettingsForm } from './credit-buyer.ts';

const terms = {
  credit_limit: 5_000_000_000,
  credit_rate: 9.5,
  funding_limit: 3_000_000_000,
  guarantee_limit: 1_000_000_000,
  platform_rate: 1.2,
  interest_rate: 11.75,
  expiry_date: '2026-12-31',
  transaction_structure: 1,
  bank_loan_interest: 8.5,
  guarantee_fee: 0.8,
  standard_limit: 3_500_000_000,
  early_payment_limit: 1_500_000_000,
  max_funding_ratio: 80,
  validity_months: 12,
  ar_term_min: 15,
  ar_term_max: 120,
  ar_value_min: null,
  ar_value_max: 2_000_000_000,
  supplier_lifetime_months: 12,
  trading_frequency_min: 2,
  trading_volume_min: 100_000_000,
  supplier_limit_min: 50_000_000,
  supplier_limit_max: 1_000_000_000,
};

function fieldErrors(schema: ReturnType<typeof creditSetupForm>, value: unknown) {
  const r = schema.safeParse(value);
  const out: Record<string, string[]> = {};
  for (const issue of r.success ? [] : r.error.issues) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), translateMessage(issue.message, 'en')];
  }
  return out;
}

/** The buyer credit setup rules (spec §5), as the form and the server both apply them. */
describe('creditSetupForm', () => {
  const form = creditSetupForm('2026-06-15');
  it('accepts the demo terms, an unset bound and an expiry of today', () => {
    expect(form.safeParse(terms).success).toBe(true);
    expect(form.safeParse({ ...terms, expiry_date: '2026-06-15' }).success).toBe(true);
  });
  it('puts each rule on its field', () => {
    const errors = fieldErrors(form, {
      ...terms,
      ar_term_min: 120,
      supplier_limit_max: 5_000_000_001,
      expiry_date: '2026-06-14',
      platform_rate: 1.234,
    });
    expect(errors.ar_term_max).toEqual(['The minimum must be less than the maximum']);
    expect(errors.supplier_limit_max).toEqual(['At most 5000000000']);
    expect(errors.expiry_date).toEqual(['The date must be today or later']);
    expect(errors.platform_rate).toEqual(['At most 2 decimal places']);
  });
  it('does not check the expiry without a business date (the server checks it with its clock)', () => {
    expect(creditSetupForm().safeParse({ ...terms, expiry_date: '2000-01-01' }).success).toBe(true);
  });
});

describe('debt settings form', () => {
  const debt = {
    grace_days: 5,
    bad_debt_days: 90,
    late_payment_rate: 150,
    overdue_type1_rate: 0.066,
    overdue_type2_rate: 0.1,
  };
  const messages = (v: object) => {
    const r = debtSettingsForm.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => translateMessage(i.message, 'en'));
  };

  it('refuses a late-payment rate above 150 % of the discount rate, which the engine refuses too', () => {
    expect(messages({ ...debt, late_payment_rate: 200 })).toEqual([
      'At most 150: interest on overdue principal may not exceed 150% of the discount rate (Civil Code 2015 art. 466, 468; Circular 39/2016/TT-NHNN art. 13)',
    ]);
    expect(() =>
      penalInterest(1, '2026-06-01', '2026-07-01', { discountRate: 12, latePaymentRate: 200 }),
    ).toThrow(/latePaymentRate/);
    expect(messages(debt)).toEqual([]);
  });

  it('refuses a daily rate no discount rate could make lawful: above 150 % × 100 % / 365 = 0,41 %/day', () => {
    expect(messages({ ...debt, overdue_type1_rate: 1 })[0]).toMatch(/^At most 0.41: interest on overdue/);
    expect(messages({ ...debt, overdue_type2_rate: 0.411 })[0]).toMatch(/^At most 0.41: interest on overdue/);
    expect(messages({ ...debt, overdue_type1_rate: 0.41, overdue_type2_rate: 0.41 })).toEqual([]);
  });
});
