import { FUNDED_AR_COLUMNS, type FundedArItem, fundedArListResponse } from '@arflow/domain/api/coordination';
import type { ListColumn } from '@arflow/domain/api/paging';
import type { ResponseSchema } from '../../shared/api/client.ts';
import { type Column, columnsOf } from '../../shared/list/columns.tsx';
import { PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { useCoordList } from './api.ts';

type Page<Row> = { data: Row[]; page_info: { total_page: number; total_record: number } };

/**
 * A coordination list in a tab or card: the domain's declared columns, the server's paging and
 * sort, the same Excel export (decision 0085), `filters` as its search_condition.
 */
export function CoordTable<Row extends object>(props: {
  path: string;
  declared: readonly ListColumn<keyof Row & string>[];
  schema: ResponseSchema<Page<Row>>;
  testId: string;
  filters?: Record<string, unknown>;
  touches?: Parameters<typeof columnsOf<Row>>[1];
}) {
  const paging = usePaging();
  const body = { ...paging.body, search_condition: props.filters ?? {} };
  const rows = useCoordList(props.path, body, props.schema);
  const columns: Column<Row>[] = columnsOf<Row>(props.declared, props.touches);
  return (
    <PagedTable<Row>
      columns={columns}
      rowKey={'id' as keyof Row & string}
      testId={props.testId}
      sortColumns={props.declared.filter((c) => c.sort).map((c) => c.key)}
      paging={paging}
      rows={rows}
      request={{ path: props.path, body }}
    />
  );
}

/** A maker of one list's tables: its declared columns and answer, for a path, test id and filters. */
export const coordTable =
  <Row extends object>(
    declared: readonly ListColumn<keyof Row & string>[],
    schema: ResponseSchema<Page<Row>>,
  ) =>
  (path: string, testId: string, filters?: Record<string, unknown>) => (
    <CoordTable<Row>
      key={testId}
      path={path}
      declared={declared}
      schema={schema}
      testId={testId}
      {...(filters ? { filters } : {})}
    />
  );

/** The receivables of partner-funded trades: the funder's lists, and a partner's own under `filters`. */
export const funded = coordTable<FundedArItem>(FUNDED_AR_COLUMNS, fundedArListResponse);
