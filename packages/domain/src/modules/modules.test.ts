import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors.ts';
import { ERROR_MODULES, PORTAL_MODULES } from './index.ts';

const here = new URL('.', import.meta.url);
const folders = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('__'))
  .map((d) => d.name)
  // A folder holding only a module's texts (MODULE_TEXTS) has no manifest entry of its own.
  .filter((name) => existsSync(new URL(`${name}/index.ts`, here)));

describe('the domain module manifest', () => {
  it('lists every module folder once', () => {
    expect(PORTAL_MODULES.length + ERROR_MODULES.length).toBe(folders.length);
    // A module with errors has a loader; which folder it loads is checked by the catalogue test below.
    const withErrors = [...PORTAL_MODULES, ...ERROR_MODULES].filter((m) => m.errors);
    expect(withErrors.length).toBe(folders.filter((f) => existsSync(new URL(`${f}/errors.ts`, here))).length);
    expect(ERROR_MODULES.every((m) => m.errors)).toBe(true);
    expect(PORTAL_MODULES.every((m) => (m.screens?.length ?? 0) + (m.menu?.length ?? 0) > 0)).toBe(true);
  });

  it("gathers every module folder's errors into the catalogue", async () => {
    const withErrors = folders.filter((f) => existsSync(new URL(`${f}/errors.ts`, here)));
    for (const folder of withErrors) {
      const own: { errors: Record<string, unknown> } = await import(
        new URL(`${folder}/errors.ts`, here).href
      );
      for (const [code, error] of Object.entries(own.errors)) {
        // The same object: this folder's file is the one the manifest loads, not a copy.
        expect(ERRORS[code as keyof typeof ERRORS], `${folder}: ${code}`).toBe(error);
      }
    }
  });
});
