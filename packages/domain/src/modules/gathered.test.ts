import { describe, expect, it } from 'vitest';
import { ENTERPRISE_CODES } from '../enterprises.ts';
import { ERRORS } from '../errors.ts';
import { DOITAC_PARTNER_GROUP, MENUS, type MenuItem, menuFor } from '../menus.ts';
import { ROLES } from '../roles.ts';
import { findScreen, REDIRECTS, SCREENS } from '../screens.ts';

/**
 * What the central catalogues gather from the modules (issue 21 part 3), pinned as they were
 * before each module took its own errors, screens and menu entries: a move that changes a code,
 * a status, a text, a screen's access or a menu line for any audience fails here.
 */
describe('gathered catalogues', () => {
  it('keeps every error code with its status and both texts', () => {
    const errors = Object.entries(ERRORS)
      .map(([code, e]) => [code, e.status, e.text.vi, e.text.en] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    expect(errors).toMatchSnapshot();
  });

  it('keeps every screen with its area, title, access and views', () => {
    const screens = SCREENS.map(({ path, area, title, access, views }) => ({
      path,
      area,
      title,
      access,
      views,
    })).sort((a, b) => a.path.localeCompare(b.path));
    expect(screens).toMatchSnapshot();
    expect(REDIRECTS).toMatchSnapshot();
  });

  it('finds the same screen for every screen path and a concrete path of it', () => {
    const found = SCREENS.flatMap((s) => {
      const concrete = s.path.replace(/:\w+\??/g, '7');
      return [
        [s.path, findScreen(s.path)?.path],
        [concrete, findScreen(concrete)?.path],
      ];
    }).sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(found).toMatchSnapshot();
  });

  it('keeps each audience its menu, in order', () => {
    // One line an entry, indented by depth: what each user sees (the access is pinned by MENUS).
    const lines = (items: readonly MenuItem[], depth = 0): string[] =>
      items.flatMap((i) => [
        `${'  '.repeat(depth)}${i.key} ${i.path ?? '-'} ${i.icon ?? '-'} ${i.label.vi} | ${i.label.en}`,
        ...lines(i.children ?? [], depth + 1),
      ]);
    const byAudience = ENTERPRISE_CODES.flatMap((enterprise_code) =>
      ROLES.map((role_id) => [`${enterprise_code} ${role_id}`, lines(menuFor({ enterprise_code, role_id }))]),
    );
    expect(byAudience).toMatchSnapshot();
    expect(MENUS).toMatchSnapshot();
    expect(DOITAC_PARTNER_GROUP).toMatchSnapshot();
  });
});
