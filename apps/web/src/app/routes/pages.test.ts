import { SCREENS } from '@arflow/domain/screens';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../features/index.ts';
import { PUBLIC_MODULES } from '../../features/public.ts';
import { owns } from '../../shared/module/web-module.ts';
import { hasRealPage, pageOf, pageTable } from './pages.ts';

const SCREEN_PATHS = new Set(SCREENS.map((s) => s.path));

describe('screen pages, from the module manifests', () => {
  it('gives every screen of the spec a page', () => {
    for (const screen of SCREENS) expect(typeof pageOf(screen).load).toBe('function');
  });

  it('leaves no screen of the spec on the being-built page (issue 24: the last were the savings transfers)', () => {
    // The being-built page stays as the fallback of a screen the spec gains before its module.
    expect(SCREENS.filter((s) => !hasRealPage(s)).map((s) => s.path)).toEqual([]);
  });

  it('mounts each manifest page on a screen of the spec', () => {
    for (const m of MODULES) {
      for (const page of m.pages)
        expect(SCREEN_PATHS.has(page.screen), `${m.name}: ${page.screen}`).toBe(true);
    }
  });

  it('has a page for every spec screen a module owns', () => {
    // A page removed from a manifest, or a screen added to the spec under a module's path, fails here.
    for (const m of MODULES) {
      const owned = SCREENS.filter((s) => owns(m, s.path));
      expect(owned.length, `${m.name} owns no screen`).toBeGreaterThan(0);
      const pages = new Set(m.pages.map((p) => p.screen));
      expect(
        owned.filter((s) => !pages.has(s.path)).map((s) => s.path),
        m.name,
      ).toEqual([]);
      for (const page of m.pages) expect(owns(m, page.screen), `${m.name}: ${page.screen}`).toBe(true);
    }
  });

  it('lists exactly the modules with a public page among the public modules (the entry chunk has only these)', () => {
    const publicPaths = new Set(SCREENS.filter((s) => s.area === 'public').map((s) => s.path));
    const withPublicPage = MODULES.filter((m) => m.pages.some((p) => publicPaths.has(p.screen)));
    expect(PUBLIC_MODULES.map((m) => m.name).sort()).toEqual(withPublicPage.map((m) => m.name).sort());
    for (const m of PUBLIC_MODULES) expect(MODULES as readonly unknown[]).toContain(m);
  });

  it('refuses a screen with pages in two modules', () => {
    const a = {
      name: 'a',
      owns: '/sample',
      pages: [{ screen: '/sample', load: async () => ({ default: () => null }) }],
    };
    expect(() => pageTable([a, { ...a, name: 'b' }])).toThrow(/\/sample has a page in a and b/);
  });

  it('mounts the account pages in every area', () => {
    for (const area of ['fun', 'buy', 'sup', 'indsup', 'partner']) {
      const account = SCREENS.filter(
        (s) => s.area === area && /\/(account-info|change-password)$/.test(s.path),
      );
      expect(account.length, area).toBe(2);
      for (const s of account) expect(hasRealPage(s), s.path).toBe(true);
    }
  });

  it('has the real login and sample pages, in their frames', () => {
    const frame = (path: string) => {
      const screen = SCREENS.find((s) => s.path === path);
      expect(screen && hasRealPage(screen), path).toBe(true);
      return screen && pageOf(screen).frame;
    };
    expect(frame('/')).toBe('guest');
    for (const path of ['/sample', '/sample/add', '/sample/:id']) expect(frame(path)).toBe('portal');
  });
});
