import { RESOURCE_MONEY_COLUMNS } from '@arflow/domain/api/reports';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { YearReport } from './YearReport.tsx';

/** /fun/report-management/resource-money: each month's advances by source of funds. */
export default function ResourceMoneyPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="resource-money-page">
      <Typography.Title level={3}>{t('reports.resourceMoney.title')}</Typography.Title>
      <Card>
        <YearReport
          path="resource-money"
          columns={RESOURCE_MONEY_COLUMNS}
          chart={{
            title: t('reports.resourceMoney.chart'),
            kind: 'bar',
            series: ['own_funds', 'partner_funds'],
            stacked: true,
          }}
        />
      </Card>
    </div>
  );
}
