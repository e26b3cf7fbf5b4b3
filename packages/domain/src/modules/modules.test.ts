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

  it("names each area's access file as the access of the module of the same name", async () => {
    const files = readdirSync(accessDir).filter((f) => f.endsWith('.ts') && !SHARED_ACCESS.includes(f));
    for (const file of files) {
      const name = file.replace(/\.ts$/, '');
      const exported = await import(new URL(file, accessDir).href);
      const tables = Object.entries(exported)
        .filter(([key]) => key.endsWith('_ACCESS'))
        .map(([, table]) => table);
      expect(DOMAIN_MODULES.find((m) => m.name === name)?.access, name).toEqual(tables);
    }
  });

  it("gathers each module's errors, screens and menu lines into the catalogues", () => {
    for (const m of DOMAIN_MODULES) {
      for (const [code, error] of Object.entries(m.errors)) {
        expect(ERRORS[code as keyof typeof ERRORS], code).toBe(error);
      }
    }
  });
});
