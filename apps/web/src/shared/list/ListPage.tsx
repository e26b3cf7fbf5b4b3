import type { PageInfo } from '@arflow/domain/api/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Flex, Table, type TableProps, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../api/LoadError.tsx';
import { useFormat } from '../hooks/useFormat.ts';
import { useText } from '../hooks/useText.ts';
import type { TextKey } from '../i18n-keys.ts';
import { PageSizeSelect } from '../widgets/PageSizeSelect.tsx';
import { Paginator } from '../widgets/Paginator.tsx';
import { type Column, tableColumns } from './columns.tsx';
import { ExportButton } from './ExportButton.tsx';
import type { FilterField } from './filters.ts';
import { ListFilters } from './ListFilters.tsx';
import type { ListRequest } from './list-request.ts';
import type { ListOptions, ListState } from './list-state.ts';
import { useListState } from './useListState.ts';

export interface ListPageProps<Row extends { id: number }, F extends string> {
  /** Test id prefix: `<id>-list-page`, `<id>-table`, `<id>-row-link`, `<id>-filter-<name>`… */
  id: string;
  title: TextKey;
  list: ListOptions<F>;
  filters: readonly FilterField<F>[];
  columns: readonly Column<Row>[];
  /** The list's query hook (features/<area>/api.ts), called with the URL's state. */
  useRows: (state: ListState<F>) => UseQueryResult<{ data: Row[]; page_info: PageInfo }>;
  /** Buttons beside the title (add…). */
  actions?: ReactNode;
  /** Between the title and the filters: tabs over the list (spec §3 buyer counts…). */
  tabs?: ReactNode;
  /** The list's call for a state: given, the list offers its Excel export with the same filters and sort. */
  request?: (state: ListState<F>) => ListRequest;
  /** A row opens something over the list (a drawer, a popup) rather than a page. */
  onRowClick?: (row: Row) => void;
}

/**
 * The one list screen (ant-design-pro's ProTable in spirit): filters, table, paginator, page
 * size, all kept in the URL; empty and error states. A list page is its configuration.
 */
export function ListPage<Row extends { id: number }, F extends string>(props: ListPageProps<Row, F>) {
  const { id, list: options, useRows } = props;
  const { t } = useTranslation();
  const f = useFormat();
  const show = useText();
  const list = useListState(options);
  const rows = useRows(list.state);
  const pageInfo = rows.data?.page_info;
  const filtered = Object.keys(list.state.filters).length > 0;
  // A plain heading styled from the theme: antd's Typography would weigh on each list's chunk.
  const { token } = theme.useToken();

  const onChange: TableProps<Row>['onChange'] = (_p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!s?.order) list.setSort(undefined, 'ASC');
    else list.setSort(String(s.columnKey), s.order === 'descend' ? 'DESC' : 'ASC');
  };

  return (
    <div data-testid={`${id}-list-page`}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <h3
          style={{
            margin: 0,
            fontSize: token.fontSizeHeading3,
            fontWeight: 600,
            color: token.colorTextHeading,
          }}
        >
          {t(props.title)}
        </h3>
        <Flex gap={8}>
          {props.request && <ExportButton request={props.request(list.state)} testId={id} />}
          {props.actions}
        </Flex>
      </Flex>
      {props.tabs}
      <ListFilters
        fields={props.filters}
        value={list.state.filters}
        onSearch={list.setFilters}
        onReset={list.reset}
        testId={id}
      />
      {rows.isError && (
        <LoadError error={rows.error} onRetry={() => void rows.refetch()} testId={`${id}-list-error`} />
      )}
      <Table<Row>
        data-testid={`${id}-table`}
        rowKey="id"
        size="middle"
        columns={tableColumns(props.columns, {
          t,
          f,
          sortColumns: options.sortColumns,
          sort: list.state.sort,
          dir: list.state.dir,
          testId: id,
          show,
        })}
        dataSource={rows.data?.data ?? []}
        loading={rows.isFetching}
        pagination={false}
        onChange={onChange}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: rows.isError ? (
            ' '
          ) : (
            <Empty
              description={t(filtered ? 'common.list.noMatch' : 'common.list.empty')}
              data-testid={`${id}-empty`}
            >
              {filtered && <Button onClick={list.reset}>{t('common.actions.reset')}</Button>}
            </Empty>
          ),
        }}
        onRow={(row) =>
          ({
            'data-row-id': row.id,
            ...(props.onRowClick && {
              onClick: () => props.onRowClick?.(row),
              style: { cursor: 'pointer' },
            }),
          }) as React.HTMLAttributes<HTMLElement>
        }
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
        <PageSizeSelect value={list.state.size} onChange={list.setSize} sizes={options.pageSizes} />
        <Paginator
          page={list.state.page}
          totalPages={pageInfo?.total_page ?? 0}
          totalRecords={pageInfo?.total_record}
          more={pageInfo?.more}
          onChange={list.setPage}
        />
      </Flex>
    </div>
  );
}
