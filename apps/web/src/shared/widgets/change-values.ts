import type { FieldKind } from '@arflow/domain/field-kinds';
import { formatDate } from '@arflow/domain/format';
import { formatRate, formatVnd } from '@arflow/domain/money';
import type { Locale } from '@arflow/domain/text';

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * One side of a timeline's field change as the rest of the portal shows such a value: money
 * '1.500.000.000', a date in the language's order, a rate '8,50%'. A value that does not fit its
 * kind (or a field of no kind) is shown as stored rather than misread; nothing is '—'.
 */
export function shownChangeValue(value: unknown, kind: FieldKind | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '—';
  const raw = typeof value === 'number' ? String(value) : value;
  if (typeof raw === 'string') {
    if (kind === 'money' && INTEGER.test(raw)) return formatVnd(Number(raw));
    if (kind === 'rate' && DECIMAL.test(raw)) return formatRate(raw, locale, { percent: true });
    if (kind === 'date') return formatDate(raw, locale) || raw;
    return raw;
  }
  return JSON.stringify(value);
}
