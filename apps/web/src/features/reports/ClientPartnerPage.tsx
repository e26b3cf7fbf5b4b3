import { CLIENT_PARTNER_COLUMNS, type ClientPartnerRow } from '@arflow/domain/api/reports';
import { ENTERPRISE_LABELS } from '@arflow/domain/enterprises';
import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { Bar } from '../../shared/charts/index.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { ExportButton } from '../../shared/list/ExportButton.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { useClientPartner } from './api.ts';
import { type Period, PeriodFilter } from './Filters.tsx';
import { LastUpdate } from './LastUpdate.tsx';

/** /fun/report-management/client-partner: companies by kind, how many are active and how many joined in the period. */
export default function ClientPartnerPage() {
  const { t } = useTranslation();
  const show = useText();
  const [period, setPeriod] = useState<Period>({});
  const report = useClientPartner(period);
  const rows = report.data?.data ?? [];
  const columns = columnsOf<ClientPartnerRow>(CLIENT_PARTNER_COLUMNS);
  return (
    <div data-testid="client-partner-page">
      <Typography.Title level={3}>{t('reports.clientPartner.title')}</Typography.Title>
      <Card>
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <PeriodFilter value={period} onChange={setPeriod} />
            <Flex gap={8} align="center" wrap>
              <LastUpdate info={report.data?.object} money={false} />
              <ExportButton
                request={{ path: '/report-management/client-partner', body: { search_condition: period } }}
                testId="report-client-partner"
              />
            </Flex>
          </Flex>
          {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
          <Card size="small">
            <Bar
              title={t('reports.clientPartner.chart')}
              labels={rows.map((r) => show(ENTERPRISE_LABELS[r.type]))}
              series={[
                { label: t('reports.clientPartner.total'), values: rows.map((r) => r.total) },
                { label: t('reports.clientPartner.active'), values: rows.map((r) => r.active) },
                { label: t('reports.clientPartner.new'), values: rows.map((r) => r.new_count) },
              ]}
              height={260}
              testId="client-partner-chart"
            />
          </Card>
          <DetailTable
            rows={rows}
            columns={columns}
            rowKey="type"
            loading={report.isFetching}
            testId="client-partner"
          />
        </Flex>
      </Card>
    </div>
  );
}
