import { Flex, theme } from 'antd';
import { Outlet } from 'react-router';
import { AppFooter } from './AppFooter.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';

/** Guest-only pages (login): logo and language switch around a centred card (spec §2). */
export default function AuthLayout() {
  const { token } = theme.useToken();
  // A card's look without antd's Card, which brings its tabs and skeleton into the sign-in page's
  // first load (docs/architecture.md, "First-load budget").
  const card = {
    width: 420,
    maxWidth: '100%',
    padding: token.paddingLG,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  };
  return (
    // Plain elements, not antd's Layout: it brings Layout.Sider into the sign-in page's first load.
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, #e6f4ff 0%, #f5f5f5 60%)',
      }}
    >
      <Flex justify="space-between" align="center" style={{ padding: '16px 32px' }}>
        <Logo />
        <LanguageSwitch />
      </Flex>
      <main style={{ flex: 'auto' }}>
        <Flex justify="center" align="center" style={{ minHeight: 'calc(100vh - 160px)', padding: 16 }}>
          <div style={card} data-testid="auth-card">
            <Outlet />
          </div>
        </Flex>
      </main>
      <AppFooter />
    </div>
  );
}
