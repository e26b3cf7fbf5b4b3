import type { StatusLabel } from '@arflow/domain/statuses/tone';
import type { Text } from '@arflow/domain/text';
import type { TextKey } from '../i18n-keys.ts';

/** One filter of a list; its values live in the URL under the names given here. */
export type FilterField<F extends string> =
  | { kind: 'text'; name: F; label: TextKey; placeholder?: TextKey }
  | { kind: 'select'; name: F; label: TextKey; options: readonly { value: string; label: TextKey | Text }[] }
  /** A status filter: its options are the domain's status labels, in the domain's order. */
  | { kind: 'status'; name: F; label: TextKey; statuses: Record<string, StatusLabel> }
  /** Two URL values, ISO dates: from and to, both inclusive. */
  | { kind: 'dateRange'; from: F; to: F; label: TextKey };

/** The URL names of a filter. */
export function filterNames<F extends string>(filter: FilterField<F>): F[] {
  return filter.kind === 'dateRange' ? [filter.from, filter.to] : [filter.name];
}
