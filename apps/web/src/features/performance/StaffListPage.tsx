import type { PageInfo } from '@arflow/domain/api/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bar } from '../../shared/charts/index.tsx';
import type { Column } from '../../shared/list/columns.tsx';
import { ListPage } from '../../shared/list/ListPage.tsx';
import type { ListRequest } from '../../shared/list/list-request.ts';
import type { ListState } from '../../shared/list/list-state.ts';
import { useListState } from '../../shared/list/useListState.ts';
import { STAFF_LIST } from './api.ts';
import { STAFF_FILTERS } from './config.tsx';

type Filter = (typeof STAFF_LIST.filters)[number];
interface StaffRow {
  id: number;
  full_name: string;
  actual: number;
  target: number;
  commission: number;
  booked: number;
}
type Rows<Row> = (state: ListState<Filter>) => UseQueryResult<{ data: Row[]; page_info: PageInfo }>;

/** Which staff list a page is: its texts (`performance.<kind>.title` and `.chart`) and its chart. */
type StaffKind = 'commission' | 'relation' | 'expertise';

/** Each kind's texts, named literally so the type checker and the key test see each. */
const STAFF_TEXTS = {
  commission: { title: 'performance.commission.title', chart: 'performance.commission.chart' },
  relation: { title: 'performance.relation.title', chart: 'performance.relation.chart' },
  expertise: { title: 'performance.expertise.title', chart: 'performance.expertise.chart' },
} as const satisfies Record<StaffKind, { title: string; chart: string }>;

/**
 * The page's staff as bars: the commission list compares commission with revenue booked, the KPI
 * lists (relation, expertise) what each achieved with their target.
 */
function StaffChart<Row extends StaffRow>(props: { useRows: Rows<Row>; kind: StaffKind }) {
  const { t } = useTranslation();
  const list = useListState(STAFF_LIST);
  const rows = props.useRows(list.state).data?.data ?? [];
  const pair =
    props.kind === 'commission'
      ? ([
          ['performance.staff.booked', (r: Row) => r.booked],
          ['performance.staff.commission', (r: Row) => r.commission],
        ] as const)
      : ([
          ['performance.staff.actual', (r: Row) => r.actual],
          ['performance.staff.target', (r: Row) => r.target],
        ] as const);
  if (rows.length === 0) return null;
  return (
    <Bar
      title={t(STAFF_TEXTS[props.kind].chart)}
      money
      labels={rows.map((r) => r.full_name)}
      series={pair.map(([label, value]) => ({ label: t(label), values: rows.map(value) }))}
      height={220}
      testId="staff-chart"
    />
  );
}

/** A month of every CRM or appraiser: filters, chart, list and export (the same list, the same call). */
export function StaffListPage<Row extends StaffRow>(props: {
  id: string;
  kind: StaffKind;
  /** The page's list from `staffList` (api.ts): the table, the chart and the export share its call. */
  source: { useList: Rows<Row>; request: (state: ListState<Filter>) => ListRequest };
  columns: readonly Column<Row>[];
}) {
  const { useList, request } = props.source;
  return (
    <ListPage
      id={props.id}
      title={STAFF_TEXTS[props.kind].title}
      list={STAFF_LIST}
      useRows={useList}
      request={request}
      filters={STAFF_FILTERS}
      columns={props.columns}
      tabs={<StaffChart useRows={useList} kind={props.kind} />}
    />
  );
}
