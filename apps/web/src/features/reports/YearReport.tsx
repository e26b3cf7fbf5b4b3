import type { ListColumn } from '@arflow/domain/api/paging';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { Bar, Line } from '../../shared/charts/index.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { ExportButton } from '../../shared/list/ExportButton.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { useYearReport, type YEAR_REPORTS, type YearReportPath } from './api.ts';
import { YearFilter } from './Filters.tsx';
import { LastUpdate } from './LastUpdate.tsx';

type RowOf<P extends YearReportPath> = z.infer<(typeof YEAR_REPORTS)[P]>['data'][number];
type KeyOf<P extends YearReportPath> = keyof RowOf<P> & string;

/**
 * A year report: the year, a chart of some of its figures month by month, the twelve months'
 * table (the report's declared columns, as an export will write them) and its last update.
 */
export function YearReport<P extends YearReportPath>(props: {
  path: P;
  columns: readonly ListColumn<KeyOf<P>>[];
  chart: { title: string; kind: 'bar' | 'line'; series: readonly KeyOf<P>[]; stacked?: boolean };
}) {
  const { t } = useTranslation();
  const show = useText();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const report = useYearReport(props.path, year);
  const rows = (report.data?.data ?? []) as RowOf<P>[];
  const labels = rows.map((r) => t('reports.monthLabel', { month: r.month }));
  const series = props.chart.series.map((key) => ({
    label: show(props.columns.find((c) => c.key === key)!.label),
    values: rows.map((r) => Number(r[key])),
  }));
  const Chart = props.chart.kind === 'line' ? Line : Bar;
  return (
    <Flex vertical gap={16} data-testid={`report-${props.path}`}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <YearFilter year={year} onChange={setYear} />
        <Flex gap={8} align="center" wrap>
          <LastUpdate info={report.data?.object} />
          <ExportButton
            request={{ path: `/report-management/${props.path}`, body: { search_condition: { year } } }}
            testId={`report-${props.path}`}
          />
        </Flex>
      </Flex>
      {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
      <Card size="small">
        <Chart
          title={props.chart.title}
          labels={labels}
          series={series}
          stacked={props.chart.stacked}
          money
          height={260}
          testId={`report-${props.path}-chart`}
        />
      </Card>
      <DetailTable
        rows={rows}
        columns={columnsOf<RowOf<P>>(
          props.columns as never,
          {
            month: { render: (m: number) => t('reports.monthLabel', { month: m }) },
          } as never,
        )}
        rowKey={'month' as KeyOf<P>}
        loading={report.isFetching}
        testId={`report-${props.path}`}
      />
    </Flex>
  );
}
