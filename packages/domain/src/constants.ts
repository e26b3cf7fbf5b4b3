import type { Locale } from './text.ts';
import { type Text, text } from './text.ts';

/** Business constants and limits (spec §9). */
export const PAGING = {
  defaultPage: 1,
  defaultPageSize: 10,
  pageSizes: [10, 20, 30, 50],
  largePageSizes: [500, 1000, 1500, 2000],
  maxPageSize: 2000,
  /**
   * The last page a list may ask for: 1,000,000 pages of 2,000 rows is two billion rows, more
   * than any table here holds, and keeps the OFFSET ((page - 1) × size) an exact JS integer
   * well inside PostgreSQL's bigint.
   */
  maxPageNumber: 1_000_000,
  paginatorPages: 7,
  /**
   * A list counts its matching rows exactly up to this many, then answers "more than" (page_info
   * `more`): an exact count of a million rows reads them all on every request (issue 26: 577 ms
   * for 400,000 receivables; 10,000 still took 30 ms, 1,000 takes 3). The
   * cap moves with the page asked for (`countAhead` pages beyond it), so a deep page is always
   * inside the count and the paginator can go on from it.
   */
  countCap: 1_000,
  countAhead: 10,
} as const;

/** Special list sizes and sort orders of spec §9. */
export const LIST_DEFAULTS = {
  supplierArCreditHistorySize: 5,
  buyerPickerSize: 5,
  teamListSize: 1000,
  supplierListSort: { column: 'id', direction: 'desc' },
  /** The promotion list sorts by id with direction code 0 (as the spec writes it). */
  promotionListSort: { column: 'id', direction: 0 },
} as const;

const MIB = 1024 * 1024;

/** Upload limits (spec §5, §9). */
export const UPLOAD = {
  /** The spec's upload size constant; its unit is not shown, read as KiB (204800 KiB = 200 MiB). */
  sizeConstant: 204800,
  maxFileBytes: 200 * MIB,
  /** A list of attached files may total at most 10 MB. */
  maxFileListBytes: 10 * MIB,
  extensions: ['pdf', 'png', 'jpg', 'jpeg', 'gif'],
  mimeTypes: ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'],
} as const;

/**
 * Language settings (spec §9): the cookie carries 'vn' or 'en' (default 'vn') for 365 days.
 * In code the Vietnamese locale is 'vi' (text.ts); these map between the two.
 */
export const LOCALE_COOKIE = {
  name: 'locale',
  maxAgeDays: 365,
  defaultValue: 'vn',
  values: ['vn', 'en'],
} as const;
export type LocaleCookieValue = (typeof LOCALE_COOKIE.values)[number];

export function localeFromCookie(value: string | null | undefined): Locale {
  return value === 'en' ? 'en' : 'vi';
}
export function cookieFromLocale(locale: Locale): LocaleCookieValue {
  return locale === 'en' ? 'en' : 'vn';
}

/** Amounts: whole VND, dot thousands separator, comma decimal mark (spec §9). */
export const CURRENCY = {
  code: 'VND',
  decimals: 0,
  thousandsSeparator: '.',
  decimalMark: ',',
} as const;

/**
 * The kinds of rate, each with its one range (docs/finance.md §1 "Rates"). The validators
 * (`rateOf` in validation.ts) and the engine (`toRateOf` in money.ts) both read this table, so a
 * form cannot accept a rate the engine refuses, nor the other way round.
 *
 * - `annual`: discount, platform, bank-loan and system rates, % per year (spec §9: 2 decimals).
 * - `ratio`: payment and funding ratios, % of an amount; never above the whole amount.
 * - `latePayment`: the late-payment rate, % of the discount rate (150 means 1.5 × the discount
 *   rate). Its ceiling is 150: Circular 39/2016/TT-NHNN art. 13 caps interest on overdue
 *   principal at 150 % of the in-term rate.
 * - `daily`: overdue type 1 and 2 penal rates, % per day. 3 decimals, as the spec's own default
 *   (0.066 % per day) has three; 100 % per day is far above any contract and only stops nonsense.
 */
/**
 * The legal cap on interest on overdue principal, % of the agreed (discount) rate: Civil Code
 * 2015 art. 466(5)(b) and art. 468(1), Circular 39/2016/TT-NHNN art. 13. A rate agreed above it
 * is void for the excess, so no configuration may charge more (docs/finance.md §4).
 */
export const PENAL_CAP_PERCENT_OF_RATE = 150;

export const RATE_KINDS = {
  annual: { unit: '%/year', decimals: 2, min: 0, max: 100 },
  ratio: { unit: '%', decimals: 2, min: 0, max: 100 },
  latePayment: { unit: '% of the discount rate', decimals: 2, min: 0, max: PENAL_CAP_PERCENT_OF_RATE },
  daily: { unit: '%/day', decimals: 3, min: 0, max: 100 },
} as const;
export type RateKind = keyof typeof RATE_KINDS;

/** Rates are % per year with 2 decimals (spec §9): the annual kind of `RATE_KINDS`. */
export const RATE = RATE_KINDS.annual;

/** Field length limits (spec §5, §9). */
export const LIMITS = {
  passwordMin: 8,
  passwordSpecialChars: '@$!%*#?&',
  phoneMin: 9,
  phoneMax: 12,
  usernameMin: 3,
  usernameMax: 16,
  percentMin: 0,
  percentMax: 100,
} as const;

/** Credit rules (spec §9). */
export const CREDIT = {
  /** A credit assessment is finished within at most this many working days. */
  assessmentWorkingDays: 5,
  /** Financial information is collected for the last this many years. */
  financialYears: 4,
} as const;

/** Late payment (spec §9): penal interest = discount rate × late-payment rate. */
/**
 * Days before its effective due date that a first-paid receivable enters settlement (status
 * SETTLEMENT, shown D−n): the week in which the funder expects the buyer's payment. The spec
 * names the status and its D±n display, not the window (docs/decisions.md).
 */
export const SETTLEMENT_WINDOW_DAYS = 7;

export const LATE_PAYMENT = {
  /** Default late rate, in % per day, applied after `defaultLateAfterDays` days overdue. */
  defaultLateRatePercentPerDay: '0.066',
  defaultLateAfterDays: 30,
  /** Overdue types carrying their own penal rate per day. */
  overdueTypes: [1, 2],
} as const;

/**
 * The highest overdue rate per day a buyer's debt settings may hold: the legal cap at the highest
 * discount rate the platform accepts, 150 % × 100 %/year / 365 = 0.41096 %/day, down to the daily
 * kind's 3 decimals (0.410). Each receivable is then capped at 150 % of its own discount rate by
 * the engine (`penalAccrual`), since the settings do not know which rate a receivable will carry.
 */
export const PENAL_DAILY_RATE_CEILING =
  Math.floor(
    (RATE_KINDS.annual.max * PENAL_CAP_PERCENT_OF_RATE * 10 ** RATE_KINDS.daily.decimals) / 100 / 365,
  ) /
  10 ** RATE_KINDS.daily.decimals;

/** Term unit codes (spec §9): 1 is months, any other value days. */
export const TERM_UNITS = { MONTH: 1, DAY: 2 } as const;
export type TermUnitCode = (typeof TERM_UNITS)[keyof typeof TERM_UNITS];
export const TERM_UNIT_LABELS: Record<'month' | 'day', Text> = {
  month: text('Tháng', 'Months'),
  day: text('Ngày', 'Days'),
};
export function isMonthTermUnit(code: number): boolean {
  return code === TERM_UNITS.MONTH;
}

/** Payment type codes (spec §9). */
export const PAYMENT_TYPES = { PACKAGE: 1, MONTHLY: 2, QUARTERLY: 3 } as const;
export type PaymentTypeCode = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];
export const PAYMENT_TYPE_LABELS: Record<PaymentTypeCode, Text> = {
  1: text('Trả theo gói', 'By package'),
  2: text('Trả hằng tháng', 'Monthly'),
  3: text('Trả hằng quý', 'Quarterly'),
};

/** Transaction structures (spec §9): the two models a buyer confirms. */
export const TRANSACTION_STRUCTURES = [1, 2] as const;
export type TransactionStructure = (typeof TRANSACTION_STRUCTURES)[number];
export const TRANSACTION_STRUCTURE_LABELS: Record<TransactionStructure, Text> = {
  1: text('Cấu trúc giao dịch 1', 'Transaction structure 1'),
  2: text('Cấu trúc giao dịch 2', 'Transaction structure 2'),
};

/** Notification frequency is counted per week (spec §9). */
export const NOTIFICATION_FREQUENCY_UNIT = 'week' as const;

/** Weekdays Monday to Sunday (spec §9), ISO numbering 1..7. */
export const WEEKDAYS = [
  { iso: 1, label: text('Thứ Hai', 'Monday') },
  { iso: 2, label: text('Thứ Ba', 'Tuesday') },
  { iso: 3, label: text('Thứ Tư', 'Wednesday') },
  { iso: 4, label: text('Thứ Năm', 'Thursday') },
  { iso: 5, label: text('Thứ Sáu', 'Friday') },
  { iso: 6, label: text('Thứ Bảy', 'Saturday') },
  { iso: 7, label: text('Chủ nhật', 'Sunday') },
] as const;

/** UI timings (spec §9). */
export const UI_TIMING = {
  progressBarThrottleMs: 200,
  progressBarDurationMs: 5000,
  /** A failed chunk load reloads the page at most once in this period (spec §8). */
  reloadGuardMs: 60_000,
} as const;

/** Entity types 6 and 7 use the individual debt-sale flow; others the corporate one (spec §5). */
export const INDIVIDUAL_ENTITY_TYPES = [6, 7] as const;
export function isIndividualEntityType(type: number): boolean {
  return (INDIVIDUAL_ENTITY_TYPES as readonly number[]).includes(type);
}

/**
 * Why an early-payment quote counts its days to the date it does (docs/finance.md §3): the
 * maturity date, or the next working day after a maturity on a weekend day or public holiday.
 */
export const COUNTED_TO_REASONS = ['MATURITY', 'WEEKEND', 'HOLIDAY'] as const;
export type CountedToReason = (typeof COUNTED_TO_REASONS)[number];
