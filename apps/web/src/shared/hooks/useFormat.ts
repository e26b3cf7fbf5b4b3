import { dateFormatOf, formatDate, formatDateTime, formatMoney } from '@arflow/domain/format';
import { formatRate } from '@arflow/domain/money';
import { useMemo } from 'react';
import { useLocale } from '../locale/useLocale.ts';

/** Dates, amounts and rates as the current language shows them (spec §5, §9). */
export function useFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      locale,
      dateFormat: dateFormatOf(locale),
      date: (iso: string | null | undefined) => formatDate(iso, locale),
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, locale),
      /** An amount with its unit, as every screen shows money: '1.234.567 đ', 'VND 1,234,567'. */
      vnd: (amount: number | null | undefined) =>
        amount === null || amount === undefined ? '' : formatMoney(amount, locale),
      rate: (rate: number | string | null | undefined) =>
        rate === null || rate === undefined ? '' : formatRate(rate, locale, { percent: true }),
    }),
    [locale],
  );
}
