import exitHook from 'async-exit-hook';
import { describe, expect, it } from 'vitest';
import { loadEmbeddedPostgres } from './embedded.ts';

describe('loadEmbeddedPostgres', () => {
  it('leaves the process exit to its owner: none of the library’s exit hooks survives', async () => {
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    expect(typeof EmbeddedPostgres).toBe('function');
    // async-exit-hook's beforeExit handler calls process.exit(0): it made failing test runs pass.
    expect(exitHook.hookedEvents()).toEqual([]);
  });
});
