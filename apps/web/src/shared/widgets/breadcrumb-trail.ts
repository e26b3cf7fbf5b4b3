import { activeMenuKey, type MenuItem } from '@arflow/domain/menus';
import { findScreen, normalizePath } from '@arflow/domain/screens';
import type { Text } from '@arflow/domain/text';

export interface Crumb {
  key: string;
  label: Text;
  /** A link, except for menu groups and the current page. */
  path?: string;
}

/**
 * The trail of a path: the menu group and menu entry it belongs to (when signed in), the parent
 * screens found by trimming segments ('/sample/5' → '/sample'), then the current screen.
 */
export function breadcrumbTrail(pathname: string, menu: readonly MenuItem[]): Crumb[] {
  const current = findScreen(pathname);
  if (!current) return [];
  const here = normalizePath(pathname);
  const crumbs: Crumb[] = [];
  const seen = new Set<string>([current.path]);

  const leafKey = activeMenuKey(menu, here);
  for (const item of menu) {
    const leaf = item.key === leafKey ? item : item.children?.find((c) => c.key === leafKey);
    if (!leaf) continue;
    if (leaf !== item) crumbs.push({ key: item.key, label: item.label });
    if (leaf.path && normalizePath(leaf.path) !== here) {
      crumbs.push({ key: leaf.key, label: leaf.label, path: leaf.path });
      seen.add(leaf.path);
    }
    break;
  }

  const segments = here.split('/').filter(Boolean);
  for (let i = 1; i < segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const parent = findScreen(prefix);
    if (parent && !seen.has(parent.path) && parent.area === current.area) {
      crumbs.push({ key: parent.path, label: parent.title, path: prefix });
      seen.add(parent.path);
    }
  }
  crumbs.push({ key: current.path, label: current.title });
  return crumbs;
}
