import { sortColumnsOf } from '@arflow/domain/api/paging';
import { REPORT_TABLES } from '@arflow/domain/api/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Bar } from '../../shared/charts/index.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { type PERIOD_REPORTS, type PeriodReportPath, usePeriodReport } from './api.ts';
import { type Period, PeriodFilter } from './Filters.tsx';
import { ReportFrame } from './ReportFrame.tsx';
import type { ReportChart } from './YearReport.tsx';

type RowOf<P extends PeriodReportPath> = z.infer<(typeof PERIOD_REPORTS)[P]>['data'][number];
type KeyOf<P extends PeriodReportPath> = keyof RowOf<P> & string;

/**
 * A period report: the period (this year so far at first), the page's rows charted as bars,
 * the paged table of the report's declared columns in REPORT_TABLES (sorted on those it marks).
 */
export function PeriodReport<P extends PeriodReportPath>(props: {
  path: P;
  rowKey: KeyOf<P>;
  chart: ReportChart<KeyOf<P>> & { label: (row: RowOf<P>) => string };
}) {
  const { t } = useTranslation();
  const show = useText();
  const [period, setPeriod] = useState<Period>(() => ({ from_date: `${new Date().getFullYear()}-01-01` }));
  const paging = usePaging();
  const body = { ...paging.body, search_condition: period };
  const rows = usePeriodReport(props.path, body);
  const columns = REPORT_TABLES[props.path];
  const data = (rows.data?.data ?? []) as RowOf<P>[];
  return (
    <ReportFrame
      id={props.path}
      filter={
        <PeriodFilter
          value={period}
          onChange={(p) => {
            setPeriod(p);
            paging.set((s) => ({ ...s, page_number: 1 }));
          }}
        />
      }
      exportBody={body}
      info={rows.data?.object}
      chart={
        <Bar
          title={t(props.chart.title)}
          labels={data.map(props.chart.label)}
          series={props.chart.series.map((key) => ({
            label: show(columns.find((c) => c.key === key)!.label),
            values: data.map((r) => Number(r[key])),
          }))}
          stacked={props.chart.stacked}
          horizontal
          money
          height={Math.max(160, data.length * 28)}
          testId={`report-${props.path}-chart`}
        />
      }
    >
      <PagedTable<RowOf<P>>
        columns={columnsOf<RowOf<P>>(columns as never)}
        rowKey={props.rowKey}
        testId={`report-${props.path}`}
        sortColumns={sortColumnsOf(columns)}
        paging={paging}
        rows={rows as never}
      />
    </ReportFrame>
  );
}
