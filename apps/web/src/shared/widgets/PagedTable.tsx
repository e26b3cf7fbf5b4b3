import { PAGING } from '@arflow/domain/constants';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../api/LoadError.tsx';
import { useFormat } from '../hooks/useFormat.ts';
import { type Column, tableColumns } from '../list/columns.tsx';
import { ExportButton } from '../list/ExportButton.tsx';
import type { ListRequest } from '../list/list-request.ts';
import type { SortDirection } from '../list/list-state.ts';
import { type RowExtras, rowExtrasProps } from '../list/row-extras.tsx';
import { PageSizeSelect } from './PageSizeSelect.tsx';
import { Paginator } from './Paginator.tsx';

/** The paging fields of a list call's body (spec §3), as a `PagedTable` asks for its rows. */
export interface Paging {
  page_number: number;
  page_size: number;
  sort_column?: string;
  sort_direction: SortDirection;
}

type Page<Row> = { data: Row[]; page_info: { total_page: number; total_record: number; more?: boolean } };

/** The first order of a record's notes and reports: the newest first. */
export const NEWEST_FIRST = { sort_column: 'id', sort_direction: 'DESC' } as const;

/**
 * The paging state of one `PagedTable`: page 1 of 10 rows in the list's own order at first, or in
 * the order `initial` names (newest first, say).
 */
export function usePaging(initial?: Pick<Paging, 'sort_column' | 'sort_direction'>) {
  const [body, set] = useState<Paging>({
    page_number: PAGING.defaultPage,
    page_size: PAGING.defaultPageSize,
    sort_direction: 'ASC',
    ...initial,
  });
  return { body, set };
}

/**
 * A list inside a page (a tab, a detail's card, an expanded row) whose state is its own rather
 * than the URL's: it offers what a list screen does, sorting on the columns the server sorts by,
 * the page-size selector and the paginator; the caller loads `rows` with `paging.body`.
 */
export function PagedTable<Row extends object>(
  props: RowExtras<Row> & {
    columns: readonly Column<Row>[];
    rowKey: keyof Row & string;
    /** Prefixes the row links' test ids; the table's own is `tableTestId` or `${testId}-table`. */
    testId: string;
    tableTestId?: string;
    /** The list's sort whitelist (its domain schema's). */
    sortColumns?: readonly string[];
    paging: ReturnType<typeof usePaging>;
    rows: UseQueryResult<Page<Row>>;
    expandable?: TableProps<Row>['expandable'];
    /** The list's call for `paging`: given, the table offers its Excel export with the same filters and sort. */
    request?: ListRequest;
  },
) {
  const { t } = useTranslation();
  const f = useFormat();
  const { rows } = props;
  const { body: paging, set: setPaging } = props.paging;
  const onChange: TableProps<Row>['onChange'] = (_p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    setPaging((p) => ({
      ...p,
      page_number: 1,
      sort_column: s?.order ? String(s.columnKey) : undefined,
      sort_direction: s?.order === 'descend' ? 'DESC' : 'ASC',
    }));
  };
  return (
    <>
      {props.request && (
        <Flex justify="end" style={{ marginBottom: 8 }}>
          <ExportButton request={props.request} testId={props.testId} />
        </Flex>
      )}
      {rows.isError && (
        <LoadError error={rows.error} onRetry={() => void rows.refetch()} testId={`${props.testId}-error`} />
      )}
      <Table<Row>
        size="small"
        scroll={{ x: true }}
        rowKey={props.rowKey}
        loading={rows.isFetching}
        dataSource={rows.data?.data ?? []}
        pagination={false}
        onChange={onChange}
        expandable={props.expandable}
        {...rowExtrasProps(
          tableColumns(props.columns, {
            t,
            f,
            sortColumns: props.sortColumns ?? [],
            sort: paging.sort_column,
            dir: paging.sort_direction,
            testId: props.testId,
          }),
          props,
        )}
        data-testid={props.tableTestId ?? `${props.testId}-table`}
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }}>
        <PageSizeSelect
          value={paging.page_size}
          onChange={(page_size) => setPaging((p) => ({ ...p, page_size, page_number: 1 }))}
        />
        <Paginator
          page={paging.page_number}
          totalPages={rows.data?.page_info.total_page ?? 0}
          totalRecords={rows.data?.page_info.total_record}
          more={rows.data?.page_info.more}
          onChange={(page_number) => setPaging((p) => ({ ...p, page_number }))}
        />
      </Flex>
    </>
  );
}
