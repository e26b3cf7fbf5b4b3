import type { StatusLabel } from '@arflow/domain/statuses/tone';
import type { Text } from '@arflow/domain/text';
import type { TextKey } from '../i18n-keys.ts';

/** A label of the area's texts, or the domain's own (a declared list column's). */
type Label = TextKey | Text;

/** One filter of a list; its values live in the URL under the names given here. */
export type FilterField<F extends string> =
  | { kind: 'text'; name: F; label: Label; placeholder?: TextKey }
  | { kind: 'select'; name: F; label: Label; options: readonly { value: string; label: Label }[] }
  /** A status filter: its options are the domain's status labels, in the domain's order. */
  | { kind: 'status'; name: F; label: Label; statuses: Record<string, StatusLabel> }
  /** Two URL values, ISO dates: from and to, both inclusive. */
  | { kind: 'dateRange'; from: F; to: F; label: Label };

/** The URL names of a filter. */
export function filterNames<F extends string>(filter: FilterField<F>): F[] {
  return filter.kind === 'dateRange' ? [filter.from, filter.to] : [filter.name];
}
