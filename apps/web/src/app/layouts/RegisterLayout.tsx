import { Button, Card, Flex, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { AppFeedback } from '../AppFeedback.tsx';
import { AppFooter } from './AppFooter.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';

/** Registration, password reset and sign-in callbacks: open to everyone, wider than login. */
export default function RegisterLayout() {
  const { t } = useTranslation();
  return (
    <AppFeedback>
      <Layout style={{ minHeight: '100vh' }} data-testid="register-layout">
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            background: '#fff',
          }}
        >
          <Logo />
          <Flex align="center" gap={16}>
            <LanguageSwitch />
            <Link to="/" data-testid="register-login-link">
              <Button type="link">{t('common.header.login')}</Button>
            </Link>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Flex justify="center">
            <Card style={{ width: 720, maxWidth: '100%' }}>
              <Outlet />
            </Card>
          </Flex>
        </Layout.Content>
        <AppFooter />
      </Layout>
    </AppFeedback>
  );
}
