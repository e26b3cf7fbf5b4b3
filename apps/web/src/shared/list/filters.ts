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

/** The area of a key `<ns>.list.keywordPlaceholder` whose `<ns>.list.keyword` exists too. */
type KeywordAreaOf<K> = K extends `${infer N}.list.keywordPlaceholder`
  ? `${N}.list.keyword` extends TextKey
    ? N
    : never
  : never;
/** The areas whose texts name a list's keyword search. */
type KeywordArea = KeywordAreaOf<TextKey>;

/** A list's free-text search, under the URL name `keyword`, in the area's own words. */
export function keywordFilter<N extends KeywordArea>(ns: N) {
  // Both keys exist: KeywordArea only admits an area that has them.
  const key = (k: string) => `${ns}.list.${k}` as TextKey;
  return {
    kind: 'text',
    name: 'keyword',
    label: key('keyword'),
    placeholder: key('keywordPlaceholder'),
  } as const;
}
