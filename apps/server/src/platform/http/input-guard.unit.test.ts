import { describe, expect, it } from 'vitest';
import { invalidCharacterPaths } from './input-guard.ts';

describe('invalidCharacterPaths', () => {
  it('names each field holding a NUL or a lone surrogate, nested in objects and arrays', () => {
    const body = {
      ok: 'Nguyễn Văn Á 🇻🇳',
      name: 'a\u0000b',
      list: ['fine', '\uD800'],
      nested: { deeper: { text: 'x\uDC00' }, n: 1, none: null },
    };
    expect(invalidCharacterPaths(body, 'body').sort()).toEqual(['list.1', 'name', 'nested.deeper.text']);
  });

  it('names the parent of a bad key, and the part itself at the top', () => {
    expect(invalidCharacterPaths({ 'k\u0000': 1 }, 'body')).toEqual(['body']);
    expect(invalidCharacterPaths({ a: { '\uD800': 1 } }, 'body')).toEqual(['a']);
    expect(invalidCharacterPaths('\u0000', 'body')).toEqual(['body']);
    expect(invalidCharacterPaths(undefined, 'body')).toEqual([]);
  });

  it('survives nesting deeper than the call stack and stops at the cap', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(invalidCharacterPaths(deep, 'body')).toHaveLength(1);
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, '\u0000']));
    expect(invalidCharacterPaths(many, 'body', 50)).toHaveLength(50);
  });
});
