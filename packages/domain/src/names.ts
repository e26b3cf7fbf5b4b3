import type { Text } from './text.ts';

/** A code's words: a text in both languages, or a module text key ('partners.kinds.FUNDING'). */
export type Name = Text | `${string}.${string}`;

/**
 * Codes and their words, keyed by the code's string form (a legal form read back as 1 or '1'
 * finds the same name): what a list column shows and its Excel file writes instead of the code.
 */
export type Names = Readonly<Record<string, Name>>;

/** The names of coded rows declared once with their words (provinces, legal forms). */
export function namesOf<R>(
  rows: readonly R[],
  code: (row: R) => string | number,
  name: (row: R) => Name,
): Names {
  return Object.fromEntries(rows.map((row) => [String(code(row)), name(row)]));
}

/** Codes whose words are module texts under one key: `keyedNames('partners.kinds', ['FUNDING'])`. */
export function keyedNames(prefix: `${string}.${string}`, codes: readonly (string | number)[]): Names {
  return Object.fromEntries(codes.map((code) => [String(code), `${prefix}.${code}` as const]));
}
