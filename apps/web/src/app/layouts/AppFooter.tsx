import { Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '12px 24px' }} data-testid="footer">
      <Typography.Text type="secondary">
        © {new Date().getFullYear()} ARFlow — {t('common.footer.tagline')}
      </Typography.Text>
    </Layout.Footer>
  );
}
