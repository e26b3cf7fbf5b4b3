import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors.ts';
import { moduleName } from './define.ts';
import { ERROR_MODULES, PORTAL_MODULES } from './index.ts';

const here = new URL('.', import.meta.url);
// A folder holding only texts (texts/{vi,en}.json) is read through texts.ts, not this manifest.
const folders = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('__'))
  .map((d) => d.name)
  .filter((f) => existsSync(new URL(`${f}/index.ts`, here)));

describe('the domain module manifest', () => {
  it('lists every module folder once', () => {
    expect(PORTAL_MODULES.length + ERROR_MODULES.length).toBe(folders.length);
    // A module with errors is found by its folder; one with screens or menu lines by them.
    const withErrors = [...PORTAL_MODULES, ...ERROR_MODULES].flatMap((m) => (m.errors ? [m.errors()] : []));
    expect(withErrors.map(moduleName).sort()).toEqual(
      folders.filter((f) => existsSync(new URL(`${f}/errors.ts`, here))).sort(),
    );
    expect(ERROR_MODULES.every((m) => m.errors)).toBe(true);
    expect(PORTAL_MODULES.every((m) => (m.screens?.length ?? 0) + (m.menu?.length ?? 0) > 0)).toBe(true);
  });

  it("gathers every module's errors into the catalogue", async () => {
    for (const { errors: where } of [...PORTAL_MODULES, ...ERROR_MODULES]) {
      if (!where) continue;
      const at = where();
      const own: { errors: Record<string, unknown> } = await import(new URL('errors.ts', at).href);
      for (const [code, error] of Object.entries(own.errors)) {
        expect(ERRORS[code as keyof typeof ERRORS], code).toBe(error);
      }
    }
  });
});
