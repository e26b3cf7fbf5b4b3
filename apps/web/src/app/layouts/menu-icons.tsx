import { AppstoreOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import * as MENU_ICONS from './menu-icon-set.ts';

/** Icons by the names the domain menus give; a name not in the set falls back to a neutral icon. */
const ICONS: Record<string, ComponentType> = MENU_ICONS;

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
