import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReload } from './reload-guard.ts';

describe('chunk reload guard', () => {
  it('reloads the first time and again only after a minute', () => {
    expect(mayReload(1_000_000, null)).toBe(true);
    expect(mayReload(1_000_000, 1_000_000 - 59_999)).toBe(false);
    expect(mayReload(1_000_000, 1_000_000 - 60_000)).toBe(true);
  });

  it('recognises the browsers chunk failures and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('oops')).toBe(false);
  });
});
