import type { Locale } from '@arflow/domain/text';
import { msg, translateMessage } from '@arflow/domain/validation';

/** The part of a zod schema the forms use; any domain schema fits it. */
export interface ZodIssueLike {
  path: PropertyKey[];
  message: string;
  code: string;
}
export type SafeParseLike<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: ZodIssueLike[] } };
export interface SchemaLike<T> {
  safeParse(value: unknown): SafeParseLike<T>;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Field messages of a whole form parsed with the domain schema, in the user's language. An empty
 * field failing on its type reads 'This field is required' rather than 'Must be a number'.
 * Issues not tied to one field (unknown keys) are left out: the form never sends them.
 */
export function fieldErrors<T>(
  schema: SchemaLike<T>,
  values: Record<string, unknown>,
  locale: Locale,
): Record<string, string[]> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') continue;
    const key = issue.code === 'invalid_type' && isEmpty(values[field]) ? msg('required') : issue.message;
    const text = translateMessage(key, locale);
    const list = out[field] ?? [];
    if (!list.includes(text)) list.push(text);
    out[field] = list;
  }
  return out;
}

/** Parses a form's values into the request body, or answers the field messages. */
export function parseForm<T>(
  schema: SchemaLike<T>,
  values: Record<string, unknown>,
  locale: Locale,
): { ok: true; data: T } | { ok: false; errors: Record<string, string[]> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrors(schema, values, locale) };
}
