import { activeMenuKey, type MenuItem, menuFor } from '@arflow/domain/menus';
import type { SessionUser } from '@arflow/domain/session';
import { Menu, type MenuProps, theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useText } from '../../shared/hooks/useText.ts';
import { MenuIcon } from './menu-icons.tsx';

type AntItem = NonNullable<MenuProps['items']>[number] & { 'data-menu-key': string };

/** The keys of the groups holding a leaf, outermost first (groups may nest). */
function groupPathOf(items: readonly MenuItem[], leafKey: string | undefined): string[] {
  if (!leafKey) return [];
  for (const item of items) {
    if (item.key === leafKey) return [];
    if (!item.children) continue;
    const inner = groupPathOf(item.children, leafKey);
    if (inner.length > 0 || item.children.some((c) => c.key === leafKey)) return [item.key, ...inner];
  }
  return [];
}

/** The left menu of the default layout: the user's block on top, then menuFor(user). */
export function SideMenu({ user }: { user: SessionUser }) {
  const show = useText();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useMemo(() => menuFor(user), [user]);
  const { token } = theme.useToken();
  const selected = activeMenuKey(menu, pathname);
  const groups = useMemo(() => groupPathOf(menu, selected), [menu, selected]);
  const [openKeys, setOpenKeys] = useState<string[]>(groups);
  // Opening the groups of the page shown (after a navigation) without closing the others.
  useEffect(() => {
    setOpenKeys((keys) =>
      groups.every((g) => keys.includes(g)) ? keys : [...new Set([...keys, ...groups])],
    );
  }, [groups]);

  // A long menu may hide the page's entry below the fold: bring it into view once it is shown.
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!selected) return;
    const frame = requestAnimationFrame(() =>
      navRef.current?.querySelector('.ant-menu-item-selected')?.scrollIntoView({ block: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  const toAnt = (item: MenuItem): AntItem => ({
    key: item.key,
    'data-menu-key': item.key,
    icon: item.icon ? <MenuIcon name={item.icon} /> : undefined,
    label: item.path ? <Link to={item.path}>{show(item.label)}</Link> : show(item.label),
    ...(item.children ? { children: item.children.map(toAnt) } : {}),
  });

  return (
    <nav aria-label={t('common.header.menu')} ref={navRef}>
      <div
        data-testid="user-block"
        style={{ padding: '16px 24px', borderBottom: '1px solid rgba(5,5,5,0.06)' }}
      >
        {/* Plain text, not antd's Typography: it would bring its editable TextArea, and with it
            the form library, into every portal page's frame (docs/architecture.md, first load). */}
        <strong data-testid="user-full-name" style={{ display: 'block', fontWeight: 600 }}>
          {user.full_name}
        </strong>
        <span data-testid="user-position" style={{ fontSize: 12, color: token.colorTextSecondary }}>
          {user.position ?? ''}
        </span>
      </div>
      <Menu
        data-testid="side-menu"
        mode="inline"
        // The menu is shown whole or not at all (a phone's drawer): never antd's folded icon bar,
        // whose open group floated as a popup over the page while the menu was closed.
        inlineCollapsed={false}
        items={menu.map(toAnt)}
        selectedKeys={selected ? [selected] : []}
        openKeys={openKeys}
        onOpenChange={(keys) => setOpenKeys(keys as string[])}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
