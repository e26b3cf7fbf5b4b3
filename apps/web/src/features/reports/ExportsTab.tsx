import { REPORT_TABLES } from '@arflow/domain/api/reports';
import { Button, List, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useText } from '../../shared/hooks/useText.ts';

const TITLES = {
  'monthly-report': 'reports.business.tabs.monthly-report',
  'monthly-loans': 'reports.business.tabs.monthly-loans',
  'buyer-discount': 'reports.business.tabs.buyer-discount',
  'referral-commission': 'reports.business.tabs.referral-commission',
  'financial-revenue': 'reports.business.tabs.financial-revenue',
  'resource-money': 'reports.resourceMoney.title',
  'client-partner': 'reports.clientPartner.title',
} as const satisfies Record<keyof typeof REPORT_TABLES, string>;

/**
 * #exports: the report tables and the columns an export writes (their declarations in the domain).
 * The Excel file itself comes with the shared export path (issue 22), not from this module.
 */
export function ExportsTab() {
  const { t } = useTranslation();
  const show = useText();
  return (
    <div data-testid="report-exports">
      <Typography.Paragraph type="secondary">{t('reports.business.exportsIntro')}</Typography.Paragraph>
      <List
        dataSource={
          Object.entries(REPORT_TABLES) as [
            keyof typeof REPORT_TABLES,
            (typeof REPORT_TABLES)[keyof typeof REPORT_TABLES],
          ][]
        }
        renderItem={([key, columns]) => (
          <List.Item
            data-testid={`report-export-${key}`}
            actions={[
              <Tooltip key="export" title={t('reports.business.exportSoon')}>
                <Button disabled>{t('reports.business.exportSoon')}</Button>
              </Tooltip>,
            ]}
          >
            <List.Item.Meta
              title={t(TITLES[key])}
              description={`${t('reports.business.columns')}: ${columns.map((c) => show(c.label)).join(', ')}`}
            />
          </List.Item>
        )}
      />
    </div>
  );
}
