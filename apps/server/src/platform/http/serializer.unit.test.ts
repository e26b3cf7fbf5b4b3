import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler } from './serializer.ts';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });
const answer = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  kind: z.enum(['A', 'B']).nullable(),
  tags: z.array(z.string()),
});
const value = { id: 7, name: 'Tên "x"', note: null, kind: 'A', tags: ['a'], password_hash: 'secret' };

describe('compiled serializers', () => {
  it('write what zod writes: the declared fields only', () => {
    for (const check of [false, true]) {
      const write = compiledSerializerCompiler({ check })(route(answer) as never);
      expect(JSON.parse(write(value))).toEqual({
        id: 7,
        name: 'Tên "x"',
        note: null,
        kind: 'A',
        tags: ['a'],
      });
    }
  });

  it('keep zod for what a JSON Schema cannot say (dates, transforms)', () => {
    const withDate = z.object({ at: z.date() });
    const write = compiledSerializerCompiler({ check: false })(route(withDate) as never);
    expect(() => write({ at: 'not a date' })).toThrow();
  });

  it('outside production, an answer that does not fit its schema still fails', () => {
    const write = compiledSerializerCompiler({ check: true })(route(answer) as never);
    expect(() => write({ ...value, kind: 'C' })).toThrow();
  });
});
