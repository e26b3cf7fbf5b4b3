import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * JSON Schema keywords fast-json-stringify writes exactly as zod would: a response schema using
 * anything else (references, allOf/oneOf, conditionals) keeps zod's serializer.
 */
const PLAIN_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'format',
  'description',
  'title',
]);

function plain(schema: unknown): boolean {
  if (typeof schema === 'boolean') return true;
  if (typeof schema !== 'object' || schema === null) return false;
  for (const [keyword, value] of Object.entries(schema)) {
    if (!PLAIN_KEYWORDS.has(keyword)) return false;
    if (keyword === 'properties') {
      if (!Object.values(value as object).every(plain)) return false;
    } else if (keyword === 'items' || keyword === 'additionalProperties') {
      if (!plain(value)) return false;
    } else if (keyword === 'anyOf' && !(value as unknown[]).every(plain)) return false;
  }
  return true;
}

/** The JSON Schema of what zod's encoder writes for a response schema, if fast-json-stringify can write it. */
function plainJsonSchema(schema: unknown): object | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const { $schema: _, ...json } = z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'throw',
      target: 'draft-7',
    });
    return plain(json) ? json : undefined;
  } catch {
    // Dates, transforms, bigints…: no JSON Schema says how zod writes them.
    return undefined;
  }
}

/**
 * Answers serialized by fast-json-stringify, compiled once per route from the JSON Schema of its
 * zod response schema (at its first answer), instead of zod encoding the answer then JSON.stringify: zod's walk of
 * every answer was the largest cost of a small authenticated request left to the server's own
 * code (docs/performance.md, issue 26). Both write only the declared fields. A schema it cannot
 * write exactly keeps zod's serializer.
 *
 * `check` (every environment but production, hence every test) also runs zod's serializer on
 * each answer: an answer that does not fit its schema still fails (500) as it did, and an answer
 * the two write differently fails loudly, so the test suite keeps the compiled serializers honest.
 */
export function compiledSerializerCompiler(opts: { check: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    // Compiled at a route's first answer: all 1,100 routes at start took ten seconds.
    let write: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      write ??= compile(route, opts.check);
      return write(data);
    };
  };
}

function compile(route: Parameters<FastifySerializerCompiler<unknown>>[0], check: boolean) {
  const byZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const json = plainJsonSchema(route.schema);
  if (!json) return byZod;
  const compiled = fastJson(json);
  if (!check) return compiled;
  return (data: unknown) => {
    const expected = byZod(data);
    const written = compiled(data);
    if (written !== expected && !sameJson(written, expected))
      throw new Error(
        `the compiled serializer of ${route.method} ${route.url} wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`,
      );
    return written;
  };
}

/** Equal JSON values, whatever their key order. */
function sameJson(a: string, b: string): boolean {
  return canonical(JSON.parse(a)) === canonical(JSON.parse(b));
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
