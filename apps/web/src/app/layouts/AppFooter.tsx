import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // A plain footer in the secondary colour: antd's Layout (it brings Layout.Sider) and Typography
  // would join the sign-in page's first load (docs/architecture.md, "First-load budget").
  return (
    <footer style={{ textAlign: 'center', padding: '12px 24px', flex: 'none' }} data-testid="footer">
      <span style={{ color: token.colorTextSecondary }}>
        © {new Date().getFullYear()} ARFlow — {t('common.footer.tagline')}
      </span>
    </footer>
  );
}
