import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { formatRate, groupDigits, type RateInput, toVnd } from './money.ts';
import type { Locale } from './text.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/**
 * Numbers and dates as people read them, in their language: the one formatting module of the
 * portal and of every document the server generates (contracts, appendices, workbooks).
 * Dates (spec §5): dd/mm/yyyy in Vietnamese, MM/dd/yyyy in English. The API always carries ISO
 * dates ('2024-03-05') and instants ('2024-03-05T02:00:00Z'). Rates with their unit (spec §9,
 * decision 0077) take their digits from money.ts's formatRate, which owns rounding; amounts with
 * their unit are formatMoney's (decision 0078); formatsFor binds them all to one language.
 */
const DATE_FORMATS: Record<Locale, string> = { vi: 'DD/MM/YYYY', en: 'MM/DD/YYYY' };
const MONTH_FORMATS: Record<Locale, string> = { vi: 'MM/YYYY', en: 'MM/YYYY' };

/** Instants are shown in the business time zone unless told otherwise. */
export const DISPLAY_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** dayjs format of a date: 'DD/MM/YYYY' (vi) or 'MM/DD/YYYY' (en); also for Ant Design pickers. */
export function dateFormatOf(locale: Locale): string {
  return DATE_FORMATS[locale];
}

/** dayjs format of a date and time: 'DD/MM/YYYY HH:mm' (vi), 'MM/DD/YYYY HH:mm' (en). */
export function dateTimeFormatOf(locale: Locale, options: { seconds?: boolean } = {}): string {
  return `${DATE_FORMATS[locale]} ${options.seconds ? 'HH:mm:ss' : 'HH:mm'}`;
}

/** dayjs format of a month (KPI months, report periods): 'MM/YYYY'. */
export function monthFormatOf(locale: Locale): string {
  return MONTH_FORMATS[locale];
}

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * '2024-03-05' → '05/03/2024' (vi) or '03/05/2024' (en). A full ISO instant is first converted
 * to the display time zone. Empty or invalid input gives ''.
 */
export function formatDate(iso: string | null | undefined, locale: Locale, tz = DISPLAY_TIME_ZONE): string {
  if (!iso) return '';
  const m = ISO_DATE_RE.exec(iso);
  if (m) {
    // A calendar date has no time zone: format its parts as written.
    const d = dayjs(iso, 'YYYY-MM-DD', true);
    return d.isValid() ? d.format(DATE_FORMATS[locale]) : '';
  }
  const d = dayjs(iso);
  return d.isValid() ? d.tz(tz).format(DATE_FORMATS[locale]) : '';
}

/** An instant as date and time in the display time zone ('05/03/2024 09:00'). */
export function formatDateTime(
  iso: string | null | undefined,
  locale: Locale,
  options: { seconds?: boolean; tz?: string } = {},
): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.tz(options.tz ?? DISPLAY_TIME_ZONE).format(dateTimeFormatOf(locale, options)) : '';
}

/** '2024-03' or '2024-03-05' → '03/2024'. */
export function formatMonth(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '';
  const d = dayjs(iso.slice(0, 7), 'YYYY-MM', true);
  return d.isValid() ? d.format(MONTH_FORMATS[locale]) : '';
}

/** What a rate is per: spec §9 rates are per year; penal and late rates are per day. */
export type RatePeriod = 'year' | 'day';

const PER: Record<RatePeriod, Record<Locale, string>> = {
  year: { vi: '%/năm', en: '% per year' },
  day: { vi: '%/ngày', en: '% per day' },
};

/**
 * A rate with its unit (spec §9: % per year, 2 decimals): 9.5 → '9,50%/năm' in Vietnamese,
 * '9.50% per year' in English; per 'day' with 3 decimals → '0,066%/ngày', '0.066% per day'.
 * Always the decimals given, as the portal shows rates (formatRate), so a contract and the
 * screen beside it print the same figure.
 */
export function formatRatePer(
  rate: RateInput,
  locale: Locale,
  period: RatePeriod = 'year',
  decimals = period === 'day' ? 3 : 2,
): string {
  return `${formatRate(rate, locale, { decimals })}${PER[period][locale]}`;
}

/** How each language groups thousands (figures with a unit; a table cell is always '.'). */
const GROUP_SEPARATOR: Record<Locale, '.' | ','> = { vi: '.', en: ',' };

/** A plain whole number (a count, months, days) grouped as the language groups: '1.500', '1,500'. */
export function formatCount(n: number, locale: Locale): string {
  return groupDigits(toVnd(n), GROUP_SEPARATOR[locale]);
}

/** The formatters of one language, for a generator that writes a whole document in it. */
export interface Formats {
  locale: Locale;
  date: (iso: string | null | undefined) => string;
  money: (amount: number) => string;
  rate: (rate: RateInput, period?: RatePeriod) => string;
  count: (n: number) => string;
}

export function formatsFor(locale: Locale): Formats {
  return {
    locale,
    date: (iso) => formatDate(iso, locale),
    money: (amount) => formatMoney(amount, locale),
    rate: (rate, period) => formatRatePer(rate, locale, period),
    count: (n) => formatCount(n, locale),
  };
}

/** A date typed by a user in the locale's format → ISO 'yyyy-mm-dd', or null when not a date. */
export function parseDisplayDate(input: string | null | undefined, locale: Locale): string | null {
  if (!input) return null;
  const d = dayjs(input.trim(), DATE_FORMATS[locale], true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

/**
 * An amount of VND with its unit, as a chart's axis, tooltip or a figure shows it on its own
 * (no column header to carry the unit): 1234567 → '1.234.567 đ' in Vietnamese, 'VND 1,234,567'
 * in English, the way each language's readers write a price. A table cell keeps formatVnd
 * (money.ts), the same in both languages, since its header names the unit. Money is whole VND;
 * a fraction (an average, a chart's tick) is rounded half-up away from zero. Not a safe number → ''.
 */
export function formatMoney(amount: number, locale: Locale): string {
  if (!Number.isFinite(amount)) return '';
  const whole = Math.sign(amount) * Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(whole)) return '';
  // The sign goes before the unit in English: 'VND 1,500' → '-VND 1,500'.
  const digits = groupDigits(Math.abs(whole), GROUP_SEPARATOR[locale]);
  const sign = whole < 0 ? '-' : '';
  return locale === 'vi' ? `${sign}${digits} đ` : `${sign}VND ${digits}`;
}
