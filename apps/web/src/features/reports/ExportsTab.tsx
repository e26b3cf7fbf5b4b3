import { REPORT_TABLES } from '@arflow/domain/api/reports';
import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useText } from '../../shared/hooks/useText.ts';
import { ExportButton } from '../../shared/list/ExportButton.tsx';
import type { ListRequest } from '../../shared/list/list-request.ts';
import { YEAR_REPORTS } from './api.ts';
import { REPORT_VIEWS } from './report-views.tsx';

/** The year reports open on this year; the others on their period (client-partner: all time). */
const YEAR_REPORT_KEYS = new Set<string>(Object.keys(YEAR_REPORTS));

/** A report's export with the filters its page opens with: this year, or the period from 1 January. */
function defaultRequest(key: keyof typeof REPORT_TABLES): ListRequest {
  const year = new Date().getFullYear();
  const path = `/report-management/${key}`;
  if (YEAR_REPORT_KEYS.has(key)) return { path, body: { search_condition: { year } } };
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
              title={t(REPORT_VIEWS[key].title)}
              description={`${t('reports.business.columns')}: ${columns.map((c) => show(c.label)).join(', ')}`}
            />
          </List.Item>
        )}
      />
    </div>
  );
}
