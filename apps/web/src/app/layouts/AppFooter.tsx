import { theme } from 'antd';
// The footer alone: antd's layout index brings Layout.Sider too (sign-in page's first load).
import { Footer } from 'antd/es/layout/layout';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Plain text in the secondary colour: antd's Typography would join the sign-in page's first load.
  return (
    <Footer style={{ textAlign: 'center', padding: '12px 24px' }} data-testid="footer">
      <span style={{ color: token.colorTextSecondary }}>
        © {new Date().getFullYear()} ARFlow — {t('common.footer.tagline')}
      </span>
    </Footer>
  );
}
