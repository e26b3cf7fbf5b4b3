import Decimal from 'decimal.js';
import { z } from 'zod';
import { PENAL_DAILY_RATE_CEILING, RATE_KINDS, type RateKind } from './constants.ts';
import { isIsoDate, isWeekend } from './dates.ts';
import { rateProblem } from './money.ts';
import { isSafeRedirect } from './safe-redirect.ts';
import { type Locale, type Text, text } from './text.ts';

/**
 * Validation rules of spec §5 as reusable zod builders, shared by server and web.
 *
 * A zod issue message is a message key with optional parameters, encoded as
 * `key` or `key?name=value&…` (see `msg`). The server and the browser translate it into the
 * user's language with `translateMessage`, so the same schema serves both languages.
 */
export const VALIDATION_MESSAGES = {
  required: text('Trường này là bắt buộc', 'This field is required'),
  invalid: text('Giá trị nhập vào không hợp lệ', 'The entered value is not valid'),
  email: text('Email không hợp lệ.', 'Email is not valid.'),
  phone: text('Số điện thoại phải từ 9 đến 12 ký tự', 'The phone number must be 9 to 12 characters'),
  username: text('Tên đăng nhập phải từ 3 đến 16 ký tự', 'The username must be 3 to 16 characters'),
  password: text(
    'Mật khẩu tối thiểu 8 ký tự, gồm chữ cái, chữ số và một ký tự đặc biệt (@$!%*#?&)',
    'The password must have at least 8 characters with a letter, a digit and a special character (@$!%*#?&)',
  ),
  password_confirm: text('Xác nhận mật khẩu mới không khớp', 'The Confirm New Password does not match'),
  max_length: text('Tối đa {max} ký tự', 'At most {max} characters'),
  min_length: text('Tối thiểu {min} ký tự', 'At least {min} characters'),
  alpha: text('Chỉ được nhập chữ cái', 'Only letters are allowed'),
  alpha_dash: text(
    'Chỉ được nhập chữ cái, chữ số, gạch ngang và gạch dưới',
    'Only letters, digits, dashes and underscores are allowed',
  ),
  digits_hyphens: text('Chỉ được nhập chữ số và dấu gạch ngang', 'Only digits and hyphens are allowed'),
  numeric: text('Phải là số', 'Must be a number'),
  integer: text('Phải là số nguyên', 'Must be a whole number'),
  min_one: text('Phải là số nguyên lớn hơn hoặc bằng 1', 'Must be a whole number of at least 1'),
  positive: text('Phải là số dương', 'Must be a positive number'),
  percent: text('Phải từ 0 đến 100', 'Must be between 0 and 100'),
  signed_percent: text('Phải từ -100 đến 100', 'Must be between -100 and 100'),
  decimals: text('Tối đa {max} chữ số thập phân', 'At most {max} decimal places'),
  between: text('Phải từ {min} đến {max}', 'Must be between {min} and {max}'),
  vnd: text('Số tiền phải là số nguyên VND không âm', 'The amount must be a whole, non-negative VND amount'),
  max_value: text('Tối đa {max}', 'At most {max}'),
  penal_cap: text(
    'Tối đa {max}: lãi trên nợ gốc quá hạn không được vượt quá 150% lãi suất chiết khấu (Bộ luật Dân sự 2015 Điều 466, 468; Thông tư 39/2016/TT-NHNN Điều 13)',
    'At most {max}: interest on overdue principal may not exceed 150% of the discount rate (Civil Code 2015 art. 466, 468; Circular 39/2016/TT-NHNN art. 13)',
  ),
  min_value: text('Tối thiểu {min}', 'At least {min}'),
  date: text('Ngày không hợp lệ', 'The date is not valid'),
  date_not_past: text('Ngày phải từ hôm nay trở đi', 'The date must be today or later'),
  date_not_weekend: text('Ngày không được là thứ Bảy hoặc Chủ nhật', 'The date must not be a weekend'),
  min_not_above_max: text(
    'Giá trị lớn nhất không được nhỏ hơn giá trị nhỏ nhất',
    'The maximum must not be below the minimum',
  ),
  min_below_max: text(
    'Giá trị nhỏ nhất phải nhỏ hơn giá trị lớn nhất',
    'The minimum must be less than the maximum',
  ),
  file_type: text('Tệp không hợp lệ', 'File is not valid'),
  file_size: text(
    'Tệp vượt quá dung lượng cho phép (tối đa 200 MB)',
    'The file is larger than allowed (200 MB at most)',
  ),
  file_list_size: text('Tổng dung lượng các tệp vượt quá 10 MB', 'The files together are larger than 10 MB'),
  safe_redirect: text('Đường dẫn chuyển hướng không hợp lệ', 'The redirect path is not valid'),
  reason_required: text('Vui lòng nhập lý do', 'Reason required for rejection'),
  unknown_field: text('Trường không được hỗ trợ: {field}', 'Unknown field: {field}'),
  wrong_type: text('Kiểu dữ liệu không hợp lệ', 'Wrong type of value'),
  invalid_characters: text('Có ký tự không hợp lệ', 'Contains invalid characters'),
  date_year: text('Năm phải từ {min} đến {max}', 'The year must be between {min} and {max}'),
  record_id: text(
    'Mã bản ghi phải là số nguyên dương, chỉ gồm chữ số',
    'The id must be a positive whole number written with digits only',
  ),
  more_errors: text('… và {count} trường lỗi khác', '… and {count} more fields with errors'),
  tax_code: text(
    'Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu gạch ngang và 3 chữ số',
    'The tax code is 10 digits, or 10 digits, a hyphen and 3 digits',
  ),
  id_card: text('Số CMND/CCCD gồm 9 hoặc 12 chữ số', 'The ID card number is 9 or 12 digits'),
  fax: text(
    'Số fax gồm 6 đến 15 ký tự số, dấu cách, +, -, (, )',
    'The fax number is 6 to 15 digits, spaces, +, -, (, )',
  ),
  zip: text('Mã bưu chính gồm 5 hoặc 6 chữ số', 'The postal code is 5 or 6 digits'),
  province: text('Mã tỉnh/thành phố không hợp lệ', 'The province code is not valid'),
  bank_account: text('Số tài khoản gồm 6 đến 20 chữ số', 'The bank account number is 6 to 20 digits'),
  emails_differ: text('Hai email phải khác nhau', 'The two e-mails must differ'),
  date_order: text(
    'Ngày thay đổi gần nhất không được trước ngày đăng ký lần đầu',
    'The last change date must not be before the first registration date',
  ),
  date_not_future: text('Ngày không được sau hôm nay', 'The date must not be after today'),
  proportion_total: text(
    'Tổng tỷ trọng các tiêu chí không được vượt quá 100',
    'The total of criteria proportions must be at most 100',
  ),
  range_overlap: text('Khoảng điểm bị chồng lấn', 'Overlapping score range'),
  name_duplicate: text('Tên này bị trùng', 'This name is duplicated'),
  savings_limited_commission: text(
    'Gói có hạn mức không trả hoa hồng: để hoa hồng bằng 0 hoặc bỏ hạn mức',
    'A pack with a cap pays no commission: set the commission to 0 or remove the cap',
  ),
  savings_same_side: text(
    'Nơi nhận phải khác nơi chuyển',
    'The receiving side must differ from the paying side',
  ),
} as const satisfies Record<string, Text>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** Encode a message key with parameters into a zod message. */
export function msg(key: ValidationKey, params?: Record<string, string | number>): string {
  if (!params) return key;
  return `${key}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
}

/** Translate a zod message (a key from `msg`, or a plain text) into the user's language. */
export function translateMessage(message: string, locale: Locale): string {
  const [key, query] = message.split('?', 2) as [string, string | undefined];
  const entry = (VALIDATION_MESSAGES as Record<string, Text>)[key];
  if (!entry) return message;
  const params = new URLSearchParams(query ?? '');
  return entry[locale].replace(/\{(\w+)\}/g, (_, k: string) => params.get(k) ?? `{${k}}`);
}

// ---- Builders ------------------------------------------------------------------------------

const trimmed = () => z.string({ error: msg('required') }).trim();

/** A required text, trimmed, 1..max characters. */
export const requiredText = (max = 255) =>
  trimmed()
    .min(1, { error: msg('required') })
    .max(max, { error: msg('max_length', { max }) });

/** An optional text: empty string and null become null. */
export const optionalText = (max = 255) =>
  z
    .string({ error: msg('wrong_type') })
    .trim()
    .max(max, { error: msg('max_length', { max }) })
    .nullish()
    .transform((v) => (v ? v : null));

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email = () =>
  trimmed()
    .min(1, { error: msg('required') })
    .max(255)
    .regex(EMAIL_RE, { error: msg('email') });

/** Phone: 9 to 12 characters of digits, spaces, '+', '-', '.' (spec §5, §9). */
export const phone = () =>
  trimmed()
    .min(9, { error: msg('phone') })
    .max(12, { error: msg('phone') })
    .regex(/^[0-9+\-. ]+$/, { error: msg('phone') });

/** Username 3 to 16 characters: letters, digits, dot, dash, underscore. */
export const username = () =>
  trimmed()
    .min(3, { error: msg('username') })
    .max(16, { error: msg('username') })
    .regex(/^[A-Za-z0-9._-]+$/, { error: msg('alpha_dash') });

/** Password: at least 8 characters with a letter, a digit and one of @$!%*#?& (spec §5). */
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&]).{8,}$/;
export const password = () =>
  z
    .string({ error: msg('required') })
    .max(128, { error: msg('max_length', { max: 128 }) })
    .regex(PASSWORD_RE, { error: msg('password') });

/** Whole VND amount, not negative, below 2^53 so a JS number stays exact. */
export const vnd = () =>
  z
    .number({ error: msg('numeric') })
    .int({ error: msg('vnd') })
    .min(0, { error: msg('vnd') })
    .max(Number.MAX_SAFE_INTEGER, { error: msg('vnd') });

/** The zod message for a rate of `kind` that `rateProblem` refuses. */
function rateMessage(kind: RateKind, value: number): string | undefined {
  const { min, max, decimals } = RATE_KINDS[kind];
  const problem = rateProblem(kind, value);
  if (problem === 'range') return msg('between', { min, max });
  if (problem === 'decimals') return msg('decimals', { max: decimals });
  return problem ? msg('numeric') : undefined;
}
const rateCheck = (kind: RateKind) => (v: number, ctx: z.RefinementCtx) => {
  const message = rateMessage(kind, v);
  if (message) ctx.addIssue({ code: 'custom', message });
};

/** A rate in % per year as a JSON number: 0 to 100, at most 2 decimals (RATE_KINDS.annual). */
export const rate = () => z.number({ error: msg('numeric') }).superRefine(rateCheck('annual'));

/**
 * The years a business date may have. PostgreSQL's `date` has no year 0 and the API's format has
 * four digits; no contract, invoice or company registration of this product predates 1900.
 */
export const DATE_YEARS = { min: 1900, max: 9999 } as const;

const ISO_DATE_RE = /^(\d{4})-\d{2}-\d{2}$/;

/** Why a text is not an acceptable business date (a message key), or undefined when it is one. */
export function isoDateProblem(s: string): string | undefined {
  const m = ISO_DATE_RE.exec(s);
  if (!m) return msg('date');
  const year = Number(m[1]);
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return msg('date_year', DATE_YEARS);
  return isIsoDate(s) ? undefined : msg('date');
}

/** A business date as ISO `yyyy-mm-dd` (the API's date format whatever the UI shows), years 1900–9999. */
export const isoDate = () =>
  z.string({ error: msg('required') }).superRefine((s, ctx) => {
    const problem = isoDateProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The largest id of a PostgreSQL `integer` (serial) column. */
export const MAX_RECORD_ID = 2_147_483_647;
const RECORD_ID_RE = /^[1-9][0-9]{0,9}$/;

/**
 * A record id in a path or query string: digits only, 1 to 2^31-1. Not `z.coerce.number()`,
 * which reads '1.0', '0x1', '1e2' and ' 1' as ids: one record has one spelling.
 */
export const recordIdParam = () =>
  z
    .string({ error: msg('record_id') })
    // The pattern also goes into the OpenAPI document.
    .regex(RECORD_ID_RE, { error: msg('record_id') })
    .refine((s) => !RECORD_ID_RE.test(s) || Number(s) <= MAX_RECORD_ID, { error: msg('record_id') })
    .transform(Number);

/**
 * A NUL character (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (not
 * encodable as UTF-8; jsonb refuses its escape). Client input holding one is refused as a whole.
 */
const LONE_SURROGATE_RE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function hasInvalidCharacters(s: string): boolean {
  return s.includes('\u0000') || LONE_SURROGATE_RE.test(s);
}

// One weekend rule for validation and the day-count engine.
export { isWeekend } from './dates.ts';

export { isSafeRedirect } from './safe-redirect.ts';

// ---- Spec §5 rules ----------------------------------------------------------------------------

/** Letters only, Vietnamese letters included (combining marks too). */
export const ALPHA_RE = /^[\p{L}\p{M}]+$/u;
/** Letters, digits, dashes and underscores. */
export const ALPHA_DASH_RE = /^[\p{L}\p{M}\p{N}_-]+$/u;
export const DIGITS_HYPHENS_RE = /^[0-9-]+$/;

const requiredString = () => trimmed().min(1, { error: msg('required') });
export const alpha = () => requiredString().regex(ALPHA_RE, { error: msg('alpha') });
export const alphaDash = () => requiredString().regex(ALPHA_DASH_RE, { error: msg('alpha_dash') });
/** Digits and hyphens, e.g. a tax code '0101234567-001'. */
export const digitsHyphens = () =>
  requiredString().regex(DIGITS_HYPHENS_RE, { error: msg('digits_hyphens') });

const NUMBER_TEXT_RE = /^[-+]?(\d+\.?\d*|\.\d+)$/;
/** Form inputs may send numbers as text: '12.5' becomes 12.5; an empty text means "not given". */
function toNumber(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t === '') return undefined;
  return NUMBER_TEXT_RE.test(t) ? Number(t) : v;
}
const numberSchema = () =>
  z.number({ error: (iss) => (iss.input === undefined ? msg('required') : msg('numeric')) });
const asNumber = <T extends z.ZodType>(schema: T) => z.preprocess(toNumber, schema);

/** How many decimal places a number is written with (exact, via decimal.js). */
export function decimalPlaces(v: number): number {
  return Number.isFinite(v) ? new Decimal(v).decimalPlaces() : 0;
}

export const numeric = () => asNumber(numberSchema());
export const integer = () => asNumber(numberSchema().int({ error: msg('integer') }));
/** A whole number of at least 1 (counts, terms, ids). */
export const minOneInteger = () =>
  asNumber(
    numberSchema()
      .int({ error: msg('min_one') })
      .min(1, { error: msg('min_one') }),
  );
/** A number above zero: zero is rejected. */
export const positive = () => asNumber(numberSchema().gt(0, { error: msg('positive') }));
export const percent = () =>
  asNumber(
    numberSchema()
      .min(0, { error: msg('percent') })
      .max(100, { error: msg('percent') }),
  );
export const signedPercent = () =>
  asNumber(
    numberSchema()
      .min(-100, { error: msg('signed_percent') })
      .max(100, { error: msg('signed_percent') }),
  );
/** A decimal number, with at most `maxDecimals` decimal places when given. */
export const decimal = (maxDecimals?: number) => {
  const base = numberSchema();
  return asNumber(
    maxDecimals === undefined
      ? base
      : base.refine((v) => decimalPlaces(v) <= maxDecimals, { error: msg('decimals', { max: maxDecimals }) }),
  );
};
/**
 * A rate of `kind` given as a number or a text, checked against the kind's one range and
 * decimals (constants.ts `RATE_KINDS`), the same check the engine makes (money.ts `toRateOf`).
 */
export const rateOf = (kind: RateKind) => asNumber(numberSchema().superRefine(rateCheck(kind)));
/** A rate in % per year given as a number or a text: 0 to 100, at most 2 decimals. */
export const rateInput = () => rateOf('annual');
/** A payment or funding ratio, % of an amount: 0 to 100, at most 2 decimals. */
export const ratioInput = () => rateOf('ratio');
/** An overdue penal rate, % per day: 0 to 100, at most 3 decimals (the default is 0.066). */
export const dailyRateInput = () => rateOf('daily');
/**
 * A penal rate of `kind` at most `max`, the legal cap on interest on overdue principal
 * (docs/finance.md §4): above it the message says why, as a bare range would not.
 */
const penalRateOf = (kind: RateKind, max: number) =>
  asNumber(
    numberSchema().superRefine((v, ctx) => {
      const { min } = RATE_KINDS[kind];
      let message = rateMessage(kind, v);
      if (v > max) message = msg('penal_cap', { max });
      else if (v < min) message = msg('between', { min, max });
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
/** A late-payment rate, % of the discount rate: 0 to 150 (150 = 1.5 ×), at most 2 decimals. */
export const latePaymentRateInput = () => penalRateOf('latePayment', RATE_KINDS.latePayment.max);
/**
 * An overdue type 1 or 2 rate of a buyer's debt settings, % per day: 0 to 0.410 (the legal cap
 * at the highest discount rate, `PENAL_DAILY_RATE_CEILING`), at most 3 decimals.
 */
export const penalDailyRateInput = () => penalRateOf('daily', PENAL_DAILY_RATE_CEILING);

/** A number between optional bounds: an unset bound is not checked (spec §5 "range rules"). */
export const range = (bounds: { min?: number | null; max?: number | null }) => {
  let s = numberSchema();
  if (bounds.min != null) s = s.min(bounds.min, { error: msg('min_value', { min: bounds.min }) });
  if (bounds.max != null) s = s.max(bounds.max, { error: msg('max_value', { max: bounds.max }) });
  return asNumber(s);
};

// ---- Files -----------------------------------------------------------------------------------

export const FILE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'gif'] as const;
export const MAX_FILE_BYTES = 200 * 1024 * 1024;
export const MAX_FILE_LIST_BYTES = 10 * 1024 * 1024;

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
export function isAllowedFileName(name: string, extensions: readonly string[] = FILE_EXTENSIONS): boolean {
  return extensions.includes(fileExtension(name));
}

/** An uploaded file's metadata: an allowed extension and at most 200 MiB. */
export const fileMeta = (extensions: readonly string[] = FILE_EXTENSIONS) =>
  z.object({
    name: z.string({ error: msg('required') }).refine((n) => isAllowedFileName(n, extensions), {
      error: msg('file_type'),
    }),
    size: z
      .number({ error: msg('file_type') })
      .int({ error: msg('file_type') })
      .min(0, { error: msg('file_type') })
      .max(MAX_FILE_BYTES, { error: msg('file_size') }),
  });

/** A list of files totalling at most 10 MB. */
export const fileList = (extensions: readonly string[] = FILE_EXTENSIONS) =>
  z
    .array(fileMeta(extensions))
    .refine((files) => files.reduce((sum, f) => sum + f.size, 0) <= MAX_FILE_LIST_BYTES, {
      error: msg('file_list_size'),
    });

// ---- Cross-field rules (use inside superRefine) ----------------------------------------------

type PathKey = string | number;
const isUnset = (v: unknown) =>
  v === undefined || v === null || v === '' || (typeof v === 'number' && Number.isNaN(v));

/**
 * Min below max, skipping an unset bound (spec §5). The message goes on the max field.
 * `allowEqual` serves "maximum not below minimum" (maximum receivable ≥ minimum).
 *
 *   z.object({ min: …, max: … }).superRefine((v, ctx) => checkMinBelowMax(ctx, v.min, v.max, ['max']))
 */
export function checkMinBelowMax(
  ctx: z.RefinementCtx,
  min: number | string | null | undefined,
  max: number | string | null | undefined,
  maxPath: PathKey[],
  options: { allowEqual?: boolean } = {},
): void {
  if (isUnset(min) || isUnset(max)) return;
  const lo = typeof min === 'string' ? min : String(min);
  const hi = typeof max === 'string' ? max : String(max);
  // Numbers compare as numbers, ISO dates as strings.
  const both = [Number(min), Number(max)];
  const cmp = both.every(Number.isFinite) ? Math.sign(both[0]! - both[1]!) : lo < hi ? -1 : lo > hi ? 1 : 0;
  const ok = options.allowEqual ? cmp <= 0 : cmp < 0;
  if (!ok) {
    ctx.addIssue({
      code: 'custom',
      message: msg(options.allowEqual ? 'min_not_above_max' : 'min_below_max'),
      path: maxPath,
    });
  }
}

/** The confirmation field must equal the original (spec §5); the message goes on the confirmation. */
export function checkConfirmation(
  ctx: z.RefinementCtx,
  value: unknown,
  confirmation: unknown,
  confirmPath: PathKey[],
): void {
  if (value !== confirmation)
    ctx.addIssue({ code: 'custom', message: msg('password_confirm'), path: confirmPath });
}

/** New password with its confirmation, e.g. for change-password and reset-password forms. */
export const passwordWithConfirmation = () =>
  z
    .object({ password: password(), password_confirmation: z.string({ error: msg('required') }) })
    .superRefine((v, ctx) =>
      checkConfirmation(ctx, v.password, v.password_confirmation, ['password_confirmation']),
    );

// ---- Dates and redirects ---------------------------------------------------------------------

/** An expiry date: today or later. `today` is the business date as ISO yyyy-mm-dd. */
export const expiryDate = (today: string) =>
  isoDate().refine((d) => !isIsoDate(d) || d >= today, { error: msg('date_not_past') });

/** A business date that is not a Saturday or Sunday. */
export const notWeekendDate = () =>
  // zod runs every refinement even after isoDate() failed: only a real date is checked.
  isoDate().refine((d) => !isIsoDate(d) || !isWeekend(d), { error: msg('date_not_weekend') });

/** A redirect target that stays inside the portal. */
export const safeRedirect = () =>
  z.string({ error: msg('safe_redirect') }).refine(isSafeRedirect, { error: msg('safe_redirect') });

/** A rejection reason (spec §5 "Reason required for rejection"). */
export const reason = (max = 1000) =>
  trimmed()
    .min(1, { error: msg('reason_required') })
    .max(max, { error: msg('max_length', { max }) });

// ---- Company registration (spec §3 buyer, corporate and person fields) -----------------------

/**
 * Vietnamese tax code (mã số thuế): 10 digits for a company or a person, 10 digits + '-' + 3
 * digits for a dependent unit (branch). Spaces around are trimmed; nothing else is accepted.
 */
export const TAX_CODE_RE = /^\d{10}(-\d{3})?$/;
export const taxCode = () => requiredString().regex(TAX_CODE_RE, { error: msg('tax_code') });

/** ID card: the old CMND has 9 digits, the chip CCCD 12 (spec §5 "ID card number" unique). */
export const ID_CARD_RE = /^(\d{9}|\d{12})$/;
export const idCard = () => requiredString().regex(ID_CARD_RE, { error: msg('id_card') });

/** Fax: 6 to 15 characters of digits, spaces, '+', '-', '(' and ')'. */
export const FAX_RE = /^[0-9+\-() ]{6,15}$/;
/** Vietnamese postal code: 5 digits since 2018 (6 in older documents, still accepted). */
export const ZIP_RE = /^\d{5,6}$/;
/** Bank account number: 6 to 20 digits. */
export const BANK_ACCOUNT_RE = /^\d{6,20}$/;

/** An optional text matching a pattern: empty and null become null. */
export const optionalPattern = (re: RegExp, key: ValidationKey, max = 50) =>
  z
    .string({ error: msg('wrong_type') })
    .trim()
    .max(max, { error: msg('max_length', { max }) })
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || re.test(v), { error: msg(key) });

export const optionalTaxCode = () => optionalPattern(TAX_CODE_RE, 'tax_code', 14);
export const optionalFax = () => optionalPattern(FAX_RE, 'fax', 15);
export const optionalZip = () => optionalPattern(ZIP_RE, 'zip', 6);
export const optionalPhone = () => optionalPattern(/^[0-9+\-. ]{9,12}$/, 'phone', 12);
export const optionalEmail = () => optionalPattern(EMAIL_RE, 'email', 255);
export const bankAccount = () => requiredString().regex(BANK_ACCOUNT_RE, { error: msg('bank_account') });

/** An optional ISO date: empty and null become null. */
export const optionalIsoDate = () =>
  z
    .union([z.literal(''), z.null(), isoDate()], { error: msg('date') })
    .optional()
    .transform((v) => (v ? v : null));
