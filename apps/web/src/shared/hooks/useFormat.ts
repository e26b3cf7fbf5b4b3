import { dateFormatOf, formatDate, formatDateTime } from '@arflow/domain/format';
import { formatRate, formatVnd } from '@arflow/domain/money';
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
      vnd: (amount: number | null | undefined) =>
        amount === null || amount === undefined ? '' : formatVnd(amount),
      rate: (rate: number | string | null | undefined) =>
        rate === null || rate === undefined ? '' : formatRate(rate, locale, { percent: true }),
    }),
    [locale],
  );
}
