import { hasInvalidCharacters, msg } from '@arflow/domain/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { MAX_FIELD_ERRORS } from './error-handler.ts';

type Part = 'params' | 'query' | 'body';
const PARTS: readonly Part[] = ['params', 'query', 'body'];

/**
 * The paths (as the 422 `fields` name them) of every string or object key holding a NUL or an
 * unpaired surrogate. Iterative: a parsed body may nest deeper than the call stack.
 */
export function invalidCharacterPaths(value: unknown, root: string, limit = MAX_FIELD_ERRORS): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0 && found.length < limit) {
    const [v, path] = stack.pop() as [unknown, string];
    if (typeof v === 'string') {
      if (hasInvalidCharacters(v)) found.push(path || root);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], path ? `${path}.${i}` : String(i)]);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (hasInvalidCharacters(k)) {
          found.push(path || root);
          continue;
        }
        stack.push([child, path ? `${path}.${k}` : k]);
      }
    }
  }
  return found;
}

/**
 * One check for every route, before its schema: a NUL (PostgreSQL text cannot store it) or a lone
 * surrogate (no UTF-8 form; jsonb, hence the audit row, refuses it) anywhere in the path
 * parameters, query or body answers 422 'invalid characters' on that field. A per-field rule
 * would be forgotten on some field of some future module, and the failure is a 500 at the insert.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const fields: Record<string, string[]> = Object.create(null);
    let count = 0;
    for (const part of PARTS) {
      for (const path of invalidCharacterPaths(req[part], part, MAX_FIELD_ERRORS - count)) {
        fields[path] = [msg('invalid_characters')];
        count++;
      }
    }
    if (count > 0) throw new AppError('VALIDATION', { fields });
  });
}
