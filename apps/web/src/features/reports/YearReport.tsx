import { REPORT_TABLES } from '@arflow/domain/api/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Bar, Line } from '../../shared/charts/index.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { useYearReport, type YEAR_REPORTS, type YearReportPath } from './api.ts';
import { YearFilter } from './Filters.tsx';
import { ReportFrame } from './ReportFrame.tsx';

type RowOf<P extends YearReportPath> = z.infer<(typeof YEAR_REPORTS)[P]>['data'][number];
type KeyOf<P extends YearReportPath> = keyof RowOf<P> & string;

/** A report's chart: its title's text key and the row figures it draws, each labelled as its column. */
export interface ReportChart<K extends string> {
  title: TextKey;
  series: readonly K[];
  stacked?: boolean;
}

/**
 * A year report: the year, a chart of some of its figures month by month, the twelve months'
 * table (the report's declared columns in REPORT_TABLES, as an export will write them).
 */
export function YearReport<P extends YearReportPath>(props: {
  path: P;
  chart: ReportChart<KeyOf<P>> & { kind: 'bar' | 'line' };
}) {
  const { t } = useTranslation();
  const show = useText();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const report = useYearReport(props.path, year);
  const columns = REPORT_TABLES[props.path];
  const rows = (report.data?.data ?? []) as RowOf<P>[];
  const labels = rows.map((r) => t('reports.monthLabel', { month: r.month }));
  const series = props.chart.series.map((key) => ({
    label: show(columns.find((c) => c.key === key)!.label),
    values: rows.map((r) => Number(r[key])),
  }));
  const Chart = props.chart.kind === 'line' ? Line : Bar;
  return (
    <ReportFrame
      id={props.path}
      filter={<YearFilter year={year} onChange={setYear} />}
      exportBody={{ search_condition: { year } }}
      info={report.data?.object}
      failed={report}
      chart={
        <Chart
          title={t(props.chart.title)}
          labels={labels}
          series={series}
          stacked={props.chart.stacked}
          money
          height={260}
          testId={`report-${props.path}-chart`}
        />
      }
    >
      <DetailTable
        rows={rows}
        columns={columnsOf<RowOf<P>>(
          columns as never,
          {
            month: { render: (m: number) => t('reports.monthLabel', { month: m }) },
          } as never,
        )}
        rowKey={'month' as KeyOf<P>}
        loading={report.isFetching}
        testId={`report-${props.path}`}
      />
    </ReportFrame>
  );
}
