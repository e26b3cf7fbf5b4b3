import { type ClientPartnerRow, REPORT_TABLES } from '@arflow/domain/api/reports';
import { ENTERPRISE_LABELS } from '@arflow/domain/enterprises';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar } from '../../shared/charts/index.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { useClientPartner } from './api.ts';
import { type Period, PeriodFilter } from './Filters.tsx';
import { ReportFrame } from './ReportFrame.tsx';

/** Companies by kind: how many there are, how many are active and how many joined in the period. */
export function ClientPartnerReport() {
  const { t } = useTranslation();
  const show = useText();
  const [period, setPeriod] = useState<Period>({});
  const report = useClientPartner(period);
  const rows = report.data?.data ?? [];
  const columns = columnsOf<ClientPartnerRow>(REPORT_TABLES['client-partner'], {
    type: { render: (v) => show(ENTERPRISE_LABELS[v]) },
  });
  return (
    <ReportFrame
      id="client-partner"
      filter={<PeriodFilter value={period} onChange={setPeriod} />}
      exportBody={{ search_condition: period }}
      info={report.data?.object}
      money={false}
      failed={report}
      chart={
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
      }
    >
      <DetailTable
        rows={rows}
        columns={columns}
        rowKey="type"
        loading={report.isFetching}
        testId="client-partner"
      />
    </ReportFrame>
  );
}
