import type { Access } from './permissions.ts';
import type { Text } from './text.ts';

/** A left-menu entry. A group has children and no path; a leaf has a path to a screen. */
export interface MenuItem {
  key: string;
  label: Text;
  path?: string;
  /** Ant Design icon name, e.g. 'HomeOutlined'. */
  icon?: string;
  access: Access;
  children?: readonly MenuItem[];
}

// MENUS per area, menuFor(actor), homePath(actor) and isActivePath() are filled in below.
