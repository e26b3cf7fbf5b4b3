import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors.ts';
import { DOMAIN_MODULES } from './index.ts';

const here = new URL('.', import.meta.url);
const accessDir = new URL('../access/', import.meta.url);
/** Grants shared by several areas' access files, not an area of its own. */
const SHARED_ACCESS = ['clients.ts'];

describe('DOMAIN_MODULES', () => {
  it('lists every module folder once, under its folder name', () => {
    const folders = readdirSync(here, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('__'))
      .map((d) => d.name);
    const names = DOMAIN_MODULES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(folders.sort());
  });

  it("has a module for each area's access file, under the same name", () => {
    const areas = readdirSync(accessDir)
      .filter((f) => f.endsWith('.ts') && !SHARED_ACCESS.includes(f))
      .map((f) => f.replace(/\.ts$/, ''));
    const names = new Set(DOMAIN_MODULES.map((m) => m.name));
    expect(areas.filter((a) => !names.has(a))).toEqual([]);
  });

  it("gathers each module's errors into the catalogue", async () => {
    for (const m of DOMAIN_MODULES) {
      for (const [code, error] of Object.entries((await m.errors()).errors)) {
        expect(ERRORS[code as keyof typeof ERRORS], code).toBe(error);
      }
    }
  });
});
