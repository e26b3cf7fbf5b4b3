import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RATE_KINDS, type RateKind } from './constants.ts';
import { rateProblem } from './money.ts';
import {
  alpha,
  alphaDash,
  checkMinBelowMax,
  dailyRateInput,
  decimal,
  decimalPlaces,
  digitsHyphens,
  email,
  expiryDate,
  fileList,
  fileMeta,
  hasInvalidCharacters,
  integer,
  isoDate,
  isSafeRedirect,
  latePaymentRateInput,
  minOneInteger,
  msg,
  notWeekendDate,
  numeric,
  password,
  passwordWithConfirmation,
  penalDailyRateInput,
  percent,
  phone,
  positive,
  range,
  rate,
  rateInput,
  rateOf,
  ratioInput,
  reason,
  recordIdParam,
  requiredText,
  safeRedirect,
  signedPercent,
  translateMessage,
  username,
  VALIDATION_MESSAGES,
} from './validation.ts';

/** The translated first error of a parse, in both languages; null when the value is valid. */
function errorOf(schema: z.ZodType, value: unknown): { vi: string; en: string; path: string } | null {
  const r = schema.safeParse(value);
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return {
    vi: translateMessage(issue.message, 'vi'),
    en: translateMessage(issue.message, 'en'),
    path: issue.path.join('.'),
  };
}
const ok = (schema: z.ZodType, ...values: unknown[]) => {
  for (const v of values) expect(errorOf(schema, v), JSON.stringify(v)).toBeNull();
};
const bad = (schema: z.ZodType, en: string, ...values: unknown[]) => {
  for (const v of values) expect(errorOf(schema, v)?.en, JSON.stringify(v)).toBe(en);
};

describe('messages', () => {
  it('has every message in both languages', () => {
    for (const [key, t] of Object.entries(VALIDATION_MESSAGES)) {
      expect(t.vi.trim(), key).not.toBe('');
      expect(t.en.trim(), key).not.toBe('');
    }
  });

  it('translates keys with parameters and leaves plain texts alone', () => {
    expect(translateMessage(msg('max_length', { max: 5 }), 'vi')).toBe('Tối đa 5 ký tự');
    expect(translateMessage(msg('max_length', { max: 5 }), 'en')).toBe('At most 5 characters');
    expect(translateMessage('Some text', 'en')).toBe('Some text');
  });

  it('uses the spec texts', () => {
    expect(errorOf(requiredText(), '  ')?.en).toBe('This field is required');
    expect(errorOf(email(), 'x@')?.en).toBe('Email is not valid.');
    expect(errorOf(fileMeta(), { name: 'a.exe', size: 1 })?.en).toBe('File is not valid');
    expect(VALIDATION_MESSAGES.invalid.en).toBe('The entered value is not valid');
  });
});

describe('text rules', () => {
  it('alpha', () => {
    ok(alpha(), 'abc', 'Nguyễn', 'Đức');
    bad(alpha(), 'Only letters are allowed', 'abc1', 'a b', 'a-b');
    expect(errorOf(alpha(), '1')?.vi).toBe('Chỉ được nhập chữ cái');
  });

  it('alpha_dash', () => {
    ok(alphaDash(), 'abc_1-2', 'Tên_1');
    bad(alphaDash(), 'Only letters, digits, dashes and underscores are allowed', 'a b', 'a.b');
  });

  it('digits and hyphens', () => {
    ok(digitsHyphens(), '0101234567', '0101234567-001');
    bad(digitsHyphens(), 'Only digits and hyphens are allowed', '01a', '0 1');
  });

  it('email, phone, username, password', () => {
    ok(email(), 'a@b.vn', ' a.b@c.com.vn ');
    bad(email(), 'Email is not valid.', 'a@b', 'a b@c.d');
    ok(phone(), '090123456', '+84901234567', '0901-234-56');
    bad(phone(), 'The phone number must be 9 to 12 characters', '09012345', '0901234567890', '09012345a');
    ok(username(), 'abc', 'a.b-c_d', 'abcdefghijklmnop');
    bad(username(), 'The username must be 3 to 16 characters', 'ab', 'abcdefghijklmnopq');
    ok(password(), 'abcdef1!', 'Passw0rd@2024');
    const pwd =
      'The password must have at least 8 characters with a letter, a digit and a special character (@$!%*#?&)';
    bad(password(), pwd, 'abc1!', 'abcdefgh1', 'abcdefg!', '12345678!');
  });

  it('confirmation must match, on the confirmation field', () => {
    const schema = passwordWithConfirmation();
    ok(schema, { password: 'abcdef1!', password_confirmation: 'abcdef1!' });
    const e = errorOf(schema, { password: 'abcdef1!', password_confirmation: 'abcdef1?' });
    expect(e).toEqual({
      en: 'The Confirm New Password does not match',
      vi: 'Xác nhận mật khẩu mới không khớp',
      path: 'password_confirmation',
    });
  });

  it('reason required for rejection', () => {
    ok(reason(), 'Thiếu hồ sơ');
    bad(reason(), 'Reason required for rejection', '', '   ');
  });
});

describe('number rules', () => {
  it('numeric accepts numbers and numeric texts', () => {
    ok(numeric(), 0, -1.5, '12', '12.5', ' 3 ');
    bad(numeric(), 'Must be a number', 'abc', '1,5', '1e3', Number.NaN);
    bad(numeric(), 'This field is required', undefined, '');
    expect(numeric().parse('12.5')).toBe(12.5);
  });

  it('integer and minimum-1 integer', () => {
    ok(integer(), 0, -3, '42');
    bad(integer(), 'Must be a whole number', 1.5, '2.5');
    ok(minOneInteger(), 1, '7');
    bad(minOneInteger(), 'Must be a whole number of at least 1', 0, -1, 1.5);
  });

  it('positive rejects zero', () => {
    ok(positive(), 0.01, 1, '5');
    bad(positive(), 'Must be a positive number', 0, -1, '0');
  });

  it('percent and signed percent', () => {
    ok(percent(), 0, 100, 55.5);
    bad(percent(), 'Must be between 0 and 100', -0.1, 100.01);
    ok(signedPercent(), -100, 0, 100);
    bad(signedPercent(), 'Must be between -100 and 100', -101, 100.5);
  });

  it('decimal with an optional digit count', () => {
    ok(decimal(), 1.23456, '7');
    ok(decimal(3), 1.234, 1, '2.5');
    bad(decimal(3), 'At most 3 decimal places', 1.2345, '0.0001');
    expect(errorOf(decimal(3), 1.2345)?.vi).toBe('Tối đa 3 chữ số thập phân');
    expect(decimalPlaces(0.1 + 0.2)).toBeGreaterThan(2);
    expect(decimalPlaces(12.5)).toBe(1);
  });

  it('rates have at most 2 decimals', () => {
    ok(rate(), 0, 12.5, 12.34, 100);
    bad(rate(), 'At most 2 decimal places', 12.345);
    ok(rateInput(), '12.34', 8);
    bad(rateInput(), 'At most 2 decimal places', '12.345');
    bad(rateInput(), 'Must be between 0 and 100', '101');
  });

  it('each kind of rate has its own range, the one the engine uses', () => {
    ok(latePaymentRateInput(), 150, '100', 0, '149.99');
    bad(latePaymentRateInput(), 'Must be between 0 and 150', -1);
    bad(
      latePaymentRateInput(),
      'At most 150: interest on overdue principal may not exceed 150% of the discount rate (Civil Code 2015 art. 466, 468; Circular 39/2016/TT-NHNN art. 13)',
      150.01,
      200,
    );
    bad(latePaymentRateInput(), 'At most 2 decimal places', '149.001');
    ok(ratioInput(), 80, '100.00');
    bad(ratioInput(), 'Must be between 0 and 100', 100.01);
    ok(dailyRateInput(), '0.066', 0.05);
    bad(dailyRateInput(), 'At most 3 decimal places', '0.0661');
    // A buyer's overdue rates stop at the legal cap at the highest discount rate: 150 % × 100 % / 365.
    ok(penalDailyRateInput(), '0.066', 0, 0.41);
    bad(
      penalDailyRateInput(),
      'At most 0.41: interest on overdue principal may not exceed 150% of the discount rate (Civil Code 2015 art. 466, 468; Circular 39/2016/TT-NHNN art. 13)',
      0.411,
      1,
      '10',
    );
    bad(penalDailyRateInput(), 'At most 3 decimal places', '0.0661');
    bad(penalDailyRateInput(), 'Must be between 0 and 0.41', -0.001);
    bad(rate(), 'Must be between 0 and 100', 150);
    // The validator accepts exactly what the engine accepts, for every kind.
    for (const kind of Object.keys(RATE_KINDS) as RateKind[]) {
      for (const v of ['-0.01', '0', '12.5', '0.066', '100', '100.01', '150', '150.5', '1e-45']) {
        expect(rateOf(kind).safeParse(v).success).toBe(rateProblem(kind, v) === undefined);
      }
    }
  });

  it('range skips an unset bound', () => {
    ok(range({ min: 1 }), 1, 1_000_000);
    bad(range({ min: 1 }), 'At least 1', 0);
    ok(range({ max: 10 }), -5, 10);
    bad(range({ max: 10 }), 'At most 10', 11);
    ok(range({ min: null, max: undefined }), -1e9, 1e9);
  });
});

describe('min below max', () => {
  const schema = z
    .object({ min: z.number().nullish(), max: z.number().nullish() })
    .superRefine((v, ctx) => checkMinBelowMax(ctx, v.min, v.max, ['max']));
  const inclusive = z
    .object({ min: z.number().nullish(), max: z.number().nullish() })
    .superRefine((v, ctx) => checkMinBelowMax(ctx, v.min, v.max, ['max'], { allowEqual: true }));

  it('passes when min < max or a bound is unset', () => {
    ok(schema, { min: 1, max: 2 }, { min: null, max: 2 }, { min: 5 }, {});
  });

  it('puts the message on the max field', () => {
    expect(errorOf(schema, { min: 2, max: 2 })).toEqual({
      en: 'The minimum must be less than the maximum',
      vi: 'Giá trị nhỏ nhất phải nhỏ hơn giá trị lớn nhất',
      path: 'max',
    });
    expect(errorOf(schema, { min: 3, max: 2 })?.path).toBe('max');
  });

  it('allows equality for "maximum not below minimum"', () => {
    ok(inclusive, { min: 2, max: 2 });
    expect(errorOf(inclusive, { min: 3, max: 2 })?.en).toBe('The maximum must not be below the minimum');
  });

  it('compares ISO dates', () => {
    const dates = z
      .object({ from: z.string(), to: z.string() })
      .superRefine((v, ctx) => checkMinBelowMax(ctx, v.from, v.to, ['to']));
    ok(dates, { from: '2024-01-31', to: '2024-02-01' });
    expect(errorOf(dates, { from: '2024-02-01', to: '2024-01-31' })?.path).toBe('to');
  });
});

describe('files', () => {
  it('accepts pdf, png, jpg, jpeg, gif up to 200 MiB', () => {
    ok(fileMeta(), { name: 'a.PDF', size: 1 }, { name: 'x.y.jpeg', size: 200 * 1024 * 1024 });
    bad(fileMeta(), 'File is not valid', { name: 'a.docx', size: 1 }, { name: 'noext', size: 1 });
    bad(fileMeta(), 'The file is larger than allowed (200 MB at most)', {
      name: 'a.pdf',
      size: 200 * 1024 * 1024 + 1,
    });
  });

  it('limits a list to 10 MB in total', () => {
    const mb = 1024 * 1024;
    ok(
      fileList(),
      [],
      [
        { name: 'a.pdf', size: 5 * mb },
        { name: 'b.png', size: 5 * mb },
      ],
    );
    bad(fileList(), 'The files together are larger than 10 MB', [
      { name: 'a.pdf', size: 6 * mb },
      { name: 'b.png', size: 5 * mb },
    ]);
  });
});

describe('dates and redirects', () => {
  it('expiry date is today or later', () => {
    const schema = expiryDate('2024-06-15');
    ok(schema, '2024-06-15', '2025-01-01');
    bad(schema, 'The date must be today or later', '2024-06-14');
    bad(schema, 'The date is not valid', '2024-02-30', '15/06/2024');
    expect(errorOf(schema, '2024-06-14')?.vi).toBe('Ngày phải từ hôm nay trở đi');
  });

  it('date must not be a weekend', () => {
    ok(notWeekendDate(), '2024-06-14', '2024-06-17');
    bad(notWeekendDate(), 'The date must not be a weekend', '2024-06-15', '2024-06-16');
  });

  it('redirects are safe internal paths', () => {
    for (const p of ['/fun/home', '/buy/home?x=1', '/']) expect(isSafeRedirect(p), p).toBe(true);
    for (const p of [
      '//evil.com',
      '/\\evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      'fun/home',
      '/a b',
    ])
      expect(isSafeRedirect(p), p).toBe(false);
    bad(safeRedirect(), 'The redirect path is not valid', '//evil.com');
    ok(safeRedirect(), '/sup/home');
  });
});

describe('dates PostgreSQL can store', () => {
  // '0000-01-01' passed (JS dates have a year 0) and PostgreSQL then failed the insert: a 500.
  it('refuses years outside 1900–9999 with their own message', () => {
    ok(isoDate(), '1900-01-01', '2026-03-17', '9999-12-31');
    bad(isoDate(), 'The year must be between 1900 and 9999', '0000-01-01', '0001-01-01', '1899-12-31');
    expect(errorOf(isoDate(), '0000-01-01')?.vi).toBe('Năm phải từ 1900 đến 9999');
    bad(isoDate(), 'The date is not valid', '10000-01-01', '2024-02-30', '+2024-01-01', '2024-1-1');
    bad(notWeekendDate(), 'The year must be between 1900 and 9999', '0000-01-01');
    expect(isoDate().safeParse('0000-01-01').error?.issues).toHaveLength(1);
  });
});

describe('record ids in paths', () => {
  it('takes digits only, 1 to 2^31-1, as a number', () => {
    expect(recordIdParam().parse('1')).toBe(1);
    expect(recordIdParam().parse('2147483647')).toBe(2_147_483_647);
    const refused = [
      '1.0',
      '0x1',
      '1e2',
      ' 1',
      '1 ',
      '+1',
      '-1',
      '0',
      '01',
      '2147483648',
      '9'.repeat(400),
      '',
    ];
    for (const v of refused) {
      expect(errorOf(recordIdParam(), v)?.en, JSON.stringify(v)).toBe(
        'The id must be a positive whole number written with digits only',
      );
    }
    expect(recordIdParam().safeParse(1).success).toBe(false);
    expect(recordIdParam().safeParse('2147483648').error?.issues).toHaveLength(1);
    expect(recordIdParam().safeParse('1.0').error?.issues).toHaveLength(1);
  });
});

describe('characters no database text can hold', () => {
  it('finds NUL and unpaired surrogates, not paired ones', () => {
    for (const s of [
      '\u0000',
      'a\u0000b',
      '\uD800',
      'x\uD800',
      '\uDC00y',
      '\uDC00\uD800',
      '\uD83D\uD83D\uDE00x\uD83D',
    ])
      expect(hasInvalidCharacters(s), JSON.stringify(s)).toBe(true);
    for (const s of ['', 'Nguyễn Văn Á', '🇻🇳', '\uD83D\uDE00', '\uFFFF', '%00', '\u0001'])
      expect(hasInvalidCharacters(s), JSON.stringify(s)).toBe(false);
  });
});
