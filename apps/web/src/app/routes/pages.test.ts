import { SCREENS } from '@arflow/domain/screens';
import { describe, expect, it } from 'vitest';
import { hasRealPage, pageOf } from './pages.ts';

describe('screen pages', () => {
  it('gives every screen of the spec a page', () => {
    for (const screen of SCREENS) expect(typeof pageOf(screen)).toBe('function');
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

  it('has the real login and sample pages', () => {
    for (const path of ['/', '/sample', '/sample/add', '/sample/:id']) {
      const screen = SCREENS.find((s) => s.path === path);
      expect(screen && hasRealPage(screen), path).toBe(true);
    }
  });
});
