import { filterNames } from '../../shared/list/filters.ts';
import { ListPage, type ListPageProps } from '../../shared/list/ListPage.tsx';

/**
 * A program-setup list (`postListApi`): its URL state is its filters' names and every column
 * sorts, so the page names only its filters and columns; the rows and the export share the call.
 */
export function ProgrammeListPage<Row extends { id: number }, F extends string>(
  props: Omit<ListPageProps<Row, F>, 'list' | 'useRows' | 'request'> & {
    source: Pick<ListPageProps<Row, F>, 'useRows'> & {
      request: NonNullable<ListPageProps<Row, F>['request']>;
    };
  },
) {
  const { source, ...page } = props;
  return (
    <ListPage
      {...page}
      list={{ filters: props.filters.flatMap(filterNames), sortColumns: props.columns.map((c) => c.key) }}
      useRows={source.useRows}
      request={source.request}
    />
  );
}
