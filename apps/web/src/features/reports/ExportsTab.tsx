import { REPORT_TABLES } from '@arflow/domain/api/reports';
import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useText } from '../../shared/hooks/useText.ts';
import { ExportButton } from '../../shared/list/ExportButton.tsx';
import type { ListRequest } from '../../shared/list/list-request.ts';

const TITLES = {
  'monthly-report': 'reports.business.tabs.monthly-report',
  'monthly-loans': 'reports.business.tabs.monthly-loans',
  'buyer-discount': 'reports.business.tabs.buyer-discount',
  'referral-commission': 'reports.business.tabs.referral-commission',
  'financial-revenue': 'reports.business.tabs.financial-revenue',
  'resource-money': 'reports.resourceMoney.title',
  'client-partner': 'reports.clientPartner.title',
} as const satisfies Record<keyof typeof REPORT_TABLES, string>;

const YEAR_REPORTS = new Set(['monthly-report', 'monthly-loans', 'financial-revenue', 'resource-money']);

/** A report's export with the filters its page opens with: this year, or the period from 1 January. */
function defaultRequest(key: keyof typeof REPORT_TABLES): ListRequest {
  const year = new Date().getFullYear();
  const path = `/report-management/${key}`;
  if (YEAR_REPORTS.has(key)) return { path, body: { search_condition: { year } } };
  if (key === 'client-partner') return { path, body: { search_condition: {} } };
  return { path, body: { search_condition: { from_date: `${year}-01-01` } } };
}

/**
 * #exports: the report tables and the columns an export writes (their declarations in the domain).
 * Each downloads through the shared list export with the filters its page opens with.
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
              <ExportButton key="export" request={defaultRequest(key)} testId={`report-export-${key}`} />,
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
