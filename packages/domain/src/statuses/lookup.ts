import { type Locale, text } from '../text.ts';
import type { StatusLabel, Tone } from './tone.ts';

/** A status code as stored: a word ('OVERDUE') or a number (contract 11, lending 61, buyer -1). */
export type StatusCode = string | number;

/**
 * One list of spec §4: its codes, a label for every code, and what an unknown code shows.
 * Labels are keyed by the code's string form, so a code read back as '11' or 11 finds the same label.
 */
export interface StatusTable<C extends StatusCode = StatusCode> {
  readonly codes: readonly C[];
  readonly labels: { readonly [K in C]: StatusLabel };
  readonly fallback: StatusLabel;
}

/** A list that each audience sees with its own words (spec §4 numeric transaction codes). */
export interface AudienceTables<A extends string = string> {
  readonly audiences: { readonly [K in A]: StatusTable };
  readonly defaultAudience: A;
}

/** The fallback of most lists: an unknown code shows nothing rather than a raw number. */
export const EMPTY_LABEL: StatusLabel = { label: { vi: '', en: '' }, tone: 'default' };

export function statusTable<const C extends StatusCode>(
  codes: readonly C[],
  labels: { readonly [K in C]: StatusLabel },
  fallback: StatusLabel = EMPTY_LABEL,
): StatusTable<C> {
  return { codes, labels, fallback };
}

/** One code of a list with its Vietnamese and English label and its tone, so the code is written once. */
export type StatusRow<C extends StatusCode = StatusCode> = readonly [
  code: C,
  vi: string,
  en: string,
  tone: Tone,
];

/**
 * A list from its rows, in order: the codes (a tuple, as `[…] as const` gives), the labels keyed
 * by code, and the table with the given fallback.
 */
export function statusList<const R extends readonly StatusRow[]>(
  rows: R,
  fallback: StatusLabel = EMPTY_LABEL,
) {
  type C = R[number][0];
  const codes = rows.map((row) => row[0]) as unknown as { readonly [I in keyof R]: R[I][0] };
  const labels = Object.fromEntries(
    rows.map(([code, vi, en, tone]) => [String(code), { label: text(vi, en), tone }]),
  ) as { readonly [K in C]: StatusLabel };
  return { codes, labels, table: statusTable<C>(codes as readonly C[], labels, fallback) };
}

/** A sub-list's labels, taken from the full list's (a code outside the sub-list gets the fallback). */
export function pickLabels<const C extends StatusCode>(
  labels: { readonly [K in C]: StatusLabel },
  codes: readonly C[],
): { readonly [K in C]: StatusLabel } {
  return Object.fromEntries(codes.map((c) => [String(c), labels[c]])) as { readonly [K in C]: StatusLabel };
}

// Looser than StatusTable<C> so that any table can be passed without widening its code type.
interface AnyTable {
  readonly labels: object;
  readonly fallback: StatusLabel;
}
interface AnyAudienceTables {
  readonly audiences: object;
  readonly defaultAudience: string;
}

function tableFor(table: AnyTable | AnyAudienceTables, audience?: string): AnyTable {
  if (!('audiences' in table)) return table;
  const views = table.audiences as Record<string, AnyTable>;
  if (audience !== undefined && Object.hasOwn(views, audience)) return views[audience]!;
  return views[table.defaultAudience]!;
}

/** The label and tone of a code; never throws: an unknown code gives the list's fallback. */
export function statusOf(
  table: AnyTable | AnyAudienceTables,
  code: StatusCode | null | undefined,
  audience?: string,
): StatusLabel {
  const t = tableFor(table, audience);
  if (typeof code !== 'string' && typeof code !== 'number') return t.fallback;
  const key = String(code);
  const labels = t.labels as Record<string, StatusLabel>;
  return Object.hasOwn(labels, key) ? labels[key]! : t.fallback;
}

/** The text of a code in one language (audience picks the view where the spec has several). */
export function labelOf(
  table: AnyTable | AnyAudienceTables,
  code: StatusCode | null | undefined,
  locale: Locale,
  audience?: string,
): string {
  const { label } = statusOf(table, code, audience);
  return label[locale] ?? label.vi;
}
