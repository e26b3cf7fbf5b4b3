import { LoginOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { homePath } from '@arflow/domain/areas';
import { Button, Flex, Layout } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { SigningHost } from '../../features/signing/SigningHost.tsx';
import { signOutAtProvider, useSilentRenew } from '../../shared/session/provider-session.ts';
import { loginUrl } from '../../shared/session/redirect.ts';
import { useSession, useSignOut } from '../../shared/session/session.ts';
import { Breadcrumb } from '../../shared/widgets/Breadcrumb.tsx';
import { AppFeedback } from '../AppFeedback.tsx';
import { AppFooter } from './AppFooter.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import './portal.css';

/**
 * The side menu (antd's Menu and an icon per entry) loads beside the frame rather than in it:
 * only signed-in users have one, and the frame — header, breadcrumb, footer — paints without
 * waiting for it; the Sider keeps its width meanwhile, so nothing shifts.
 */
const SideMenu = lazy(() => import('./SideMenu.tsx').then((m) => ({ default: m.SideMenu })));

/**
 * Header (product name, language switch, logout), left menu with the user's name and position,
 * breadcrumb, page and footer (spec §2). Guests on public pages (the sample module) get the
 * header with a sign-in link and no menu.
 */
export default function DefaultLayout() {
  const { user } = useSession();
  const signOut = useSignOut();
  useSilentRenew();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  // Below the lg breakpoint the menu folds away; Ant Design's own opener is a bare span a keyboard
  // cannot reach, so the header carries a real button instead.
  const [narrow, setNarrow] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  // Choosing a page in the drawer-like menu of a phone closes it, so the page is seen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => {
    if (narrow) setCollapsed(true);
  }, [location.pathname]);

  const logout = async () => {
    if (await signOutAtProvider()) return;
    await signOut();
    navigate('/', { replace: true });
  };

  return (
    <AppFeedback>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            background: '#001529',
            paddingInline: 24,
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <Flex align="center" gap={16}>
            {user && narrow && (
              <Button
                type="text"
                icon={<MenuOutlined style={{ color: '#fff' }} />}
                aria-label={t('common.header.menuToggle')}
                aria-expanded={!collapsed}
                aria-controls="side-menu"
                onClick={() => setCollapsed((c) => !c)}
                data-testid="menu-toggle"
              />
            )}
            <Logo to={user ? homePath(user) : '/'} inverse />
            {/* A phone-wide header has room for the logo, language and logout only. */}
            {user && !narrow && (
              <span style={{ color: 'rgba(255,255,255,0.75)' }} data-testid="enterprise-name">
                {user.enterprise_name}
              </span>
            )}
          </Flex>
          <Flex align="center" gap={16}>
            <LanguageSwitch />
            {user ? (
              <Button
                data-testid="logout"
                icon={<LogoutOutlined />}
                onClick={() => void logout()}
                aria-label={narrow ? t('common.header.logout') : undefined}
              >
                {narrow ? null : t('common.header.logout')}
              </Button>
            ) : (
              <Link to={loginUrl(location.pathname + location.search)} data-testid="login-link">
                <Button type="primary" icon={<LoginOutlined />}>
                  {t('common.header.login')}
                </Button>
              </Link>
            )}
          </Flex>
        </Layout.Header>
        <Layout hasSider={Boolean(user)}>
          {user && (
            <Layout.Sider
              width={264}
              theme="light"
              id="side-menu"
              breakpoint="lg"
              collapsedWidth={0}
              collapsed={collapsed}
              trigger={null}
              // A folded menu keeps its links: take them out of the tab order and the screen reader.
              inert={collapsed}
              onBreakpoint={(broken) => {
                setNarrow(broken);
                setCollapsed(broken);
              }}
              style={{
                borderInlineEnd: '1px solid rgba(5,5,5,0.06)',
                position: narrow ? 'fixed' : 'sticky',
                insetInlineStart: 0,
                top: 64,
                height: 'calc(100vh - 64px)',
                overflowY: 'auto',
                // On a phone the open menu is a drawer over the page: squeezing the page beside a
                // 264 px menu left it about 100 px and broke its words letter by letter.
                zIndex: narrow ? 20 : undefined,
                boxShadow: narrow && !collapsed ? '6px 0 16px rgba(0,0,0,0.12)' : undefined,
              }}
            >
              <Suspense fallback={null}>
                <SideMenu user={user} />
              </Suspense>
            </Layout.Sider>
          )}
          {user && narrow && !collapsed && (
            // The shade over the page beside the open menu: a tap on it closes the menu.
            <div
              aria-hidden
              onClick={() => setCollapsed(true)}
              data-testid="menu-mask"
              style={{ position: 'fixed', inset: '64px 0 0 0', background: 'rgba(0,0,0,0.45)', zIndex: 19 }}
            />
          )}
          <Layout>
            <Layout.Content style={{ padding: narrow ? 12 : 24 }}>
              <Breadcrumb />
              <div style={{ background: '#fff', padding: narrow ? 12 : 24, borderRadius: 8, minHeight: 360 }}>
                <Outlet />
              </div>
            </Layout.Content>
            <AppFooter />
          </Layout>
        </Layout>
      </Layout>
      {user && <SigningHost />}
    </AppFeedback>
  );
}
