import { msg, VALIDATION_MESSAGES } from '@arflow/domain/validation';
import type { z } from 'zod';
import type { FieldMessage } from '../http/app-error.ts';

const isKnownKey = (m: string) => (m.split('?', 1)[0] as string) in VALIDATION_MESSAGES;

/**
 * The field messages of a multipart form's text fields checked against their strict schema, as
 * the JSON routes' validation gives them (keys translated by the error handler). Multipart
 * bodies are read by the route, not by the schema compiler, so this does the same by hand.
 */
export function fieldIssues<S extends z.ZodType>(
  schema: S,
  raw: Record<string, string>,
): { ok: true; data: z.infer<S> } | { ok: false; fields: Record<string, FieldMessage[]> } {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields: Record<string, FieldMessage[]> = Object.create(null);
  const add = (field: string, m: string) => {
    fields[field] = [...(fields[field] ?? []), m];
  };
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, msg('unknown_field', { field: key }));
      continue;
    }
    add(String(issue.path[0] ?? 'body'), isKnownKey(issue.message) ? issue.message : 'invalid');
  }
  return { ok: false, fields };
}
