import { hasInvalidCharacters, msg } from '@arflow/domain/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { MAX_FIELD_ERRORS } from './error-handler.ts';

type Part = 'params' | 'query' | 'body';
const PARTS: readonly Part[] = ['params', 'query', 'body'];

/** Any surrogate at all: most text has none, so the exact (slower) test runs rarely. */
const SURROGATE_RE = /[\uD800-\uDFFF]/;
const suspicious = (s: string) => s.includes('\u0000') || (SURROGATE_RE.test(s) && hasInvalidCharacters(s));

/**
 * The paths (as the 422 `fields` name them) of every string or object key holding a NUL or an
 * unpaired surrogate. Iterative, as a parsed body may nest deeper than the call stack; a path is
 * only spelt out for a value found, as a body may hold 100,000 keys.
 */
export function invalidCharacterPaths(value: unknown, root: string, limit = MAX_FIELD_ERRORS): string[] {
  const found: string[] = [];
  // [value, parent's index in `nodes` or -1, key]: paths are rebuilt from these on a find.
  const nodes: Array<[unknown, number, string]> = [[value, -1, '']];
  const pathOf = (index: number): string => {
    const keys: string[] = [];
    for (let i = index; i > 0; i = nodes[i]![1]) keys.push(nodes[i]![2]);
    return keys.reverse().join('.') || root;
  };
  const stack = [0];
  while (stack.length > 0 && found.length < limit) {
    const index = stack.pop() as number;
    const v = nodes[index]![0];
    if (typeof v === 'string') {
      if (suspicious(v)) found.push(pathOf(index));
    } else if (typeof v === 'object' && v !== null) {
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          const item = v[i];
          if (typeof item !== 'object' && typeof item !== 'string') continue;
          stack.push(nodes.push([item, index, String(i)]) - 1);
        }
        continue;
      }
      for (const k of Object.keys(v)) {
        if (suspicious(k)) {
          found.push(pathOf(index));
          continue;
        }
        const child = (v as Record<string, unknown>)[k];
        if (typeof child !== 'object' && typeof child !== 'string') continue;
        stack.push(nodes.push([child, index, k]) - 1);
      }
    }
  }
  return found;
}

/**
 * In JSON text a NUL or a surrogate can only be written as a `\u` escape (raw control characters
 * are refused by JSON.parse, and invalid UTF-8 decodes to U+FFFD): text without such an escape
 * needs no walk. A body of 75,000 keys costs a 1 ms scan instead of a walk of every key.
 */
const JSON_ESCAPE_RE = /\\u(?:0000|[dD][89a-fA-F])/;
const cleanJson = new WeakSet<FastifyRequest>();

/**
 * One check for every route, before its schema: a NUL (PostgreSQL text cannot store it) or a lone
 * surrogate (no UTF-8 form; jsonb, hence the audit row, refuses it) anywhere in the path
 * parameters, query or body answers 422 'invalid characters' on that field. A per-field rule
 * would be forgotten on some field of some future module, and the failure is a 500 at the insert.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Fastify's own JSON parser (same prototype-poisoning rules), noting which bodies need no walk.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    if (!JSON_ESCAPE_RE.test(text)) cleanJson.add(req);
    parseJson(req, text, done);
  });

  // Synchronous: an async hook costs every request a promise (docs/performance.md).
  app.addHook('preValidation', (req: FastifyRequest, _reply, done) => {
    let fields: Record<string, string[]> | undefined;
    let count = 0;
    for (const part of PARTS) {
      const value = req[part];
      // Nothing to walk: no body, or a route without parameters or query.
      if (value == null || (part === 'body' && cleanJson.has(req))) continue;
      for (const path of invalidCharacterPaths(value, part, MAX_FIELD_ERRORS - count)) {
        fields ??= Object.create(null) as Record<string, string[]>;
        fields[path] = [msg('invalid_characters')];
        count++;
      }
    }
    done(fields ? new AppError('VALIDATION', { fields }) : undefined);
  });
}
