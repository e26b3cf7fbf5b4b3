import { formatMoney } from '@arflow/domain/format';
import type { Locale } from '@arflow/domain/text';

/**
 * The colours and type a chart takes from the antd theme, so a chart reads as part of the page
 * (THEME's darker shades keep the WCAG contrast the rest of the portal keeps).
 */
export interface ChartTheme {
  /** Series and slice colours, in order. */
  palette: readonly string[];
  text: string;
  textSecondary: string;
  grid: string;
  fontFamily: string;
  fontSize: number;
}

/** What every chart of the portal is told: the language and whether its values are VND. */
export interface ChartFormat {
  locale: Locale;
  /** Values are VND: axis ticks and tooltips carry the unit ('1.234.567 đ', 'VND 1,234,567'). */
  money?: boolean;
}

/** A value as the chart shows it: an amount with its unit, else a count in the language's grouping. */
export function chartValue(value: number, format: ChartFormat): string {
  if (format.money) return formatMoney(value, format.locale);
  return value.toLocaleString(format.locale === 'vi' ? 'vi-VN' : 'en-US');
}

/**
 * The short form of an amount on an axis, where '1.500.000.000 đ' would not fit:
 * '1,5 tỷ đ' / 'VND 1.5B'. Tooltips give the full amount.
 */
export function axisMoney(value: number, locale: Locale): string {
  const steps: readonly [number, string, string][] = [
    [1e9, ' tỷ', 'B'],
    [1e6, ' tr', 'M'],
    [1e3, ' N', 'K'],
  ];
  const abs = Math.abs(value);
  for (const [size, vi, en] of steps) {
    if (abs >= size) {
      const n = Math.round((value / size) * 10) / 10;
      const shown = n.toLocaleString(locale === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 1 });
      return locale === 'vi' ? `${shown}${vi} đ` : `VND ${shown}${en}`;
    }
  }
  return formatMoney(value, locale);
}

/** Tooltip line of one point: 'Series: 1.234.567 đ' (or just the value when unnamed). */
export function tooltipLine(seriesLabel: string | undefined, value: number, format: ChartFormat): string {
  const v = chartValue(value, format);
  return seriesLabel ? `${seriesLabel}: ${v}` : v;
}
