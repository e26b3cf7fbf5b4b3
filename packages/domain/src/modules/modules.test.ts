import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors.ts';
import { moduleName } from './define.ts';
import { DOMAIN_MODULES } from './index.ts';

const here = new URL('.', import.meta.url);

describe('DOMAIN_MODULES', () => {
  it('lists every module folder once, under its folder name', () => {
    const folders = readdirSync(here, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('__'))
      .map((d) => d.name);
    const names = DOMAIN_MODULES.map(moduleName);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(folders.sort());
  });

  it('says which modules have an errors.ts, and the catalogue holds theirs', async () => {
    for (const m of DOMAIN_MODULES) {
      expect(existsSync(new URL('errors.ts', m.at)), moduleName(m)).toBe(m.errors ?? false);
      if (!m.errors) continue;
      const own: { errors: Record<string, unknown> } = await import(new URL('errors.ts', m.at).href);
      for (const [code, error] of Object.entries(own.errors)) {
        expect(ERRORS[code as keyof typeof ERRORS], code).toBe(error);
      }
    }
  });
});
