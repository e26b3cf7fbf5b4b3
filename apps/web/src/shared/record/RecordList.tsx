import { ListPage, type ListPageProps } from '../list/ListPage.tsx';

/** What a list screen needs of a module's `recordApi`: its URL state, query hook and export call. */
export interface RecordListApi<Row extends { id: number }, F extends string> {
  list: ListPageProps<Row, F>['list'];
  useList: ListPageProps<Row, F>['useRows'];
  listRequest?: ListPageProps<Row, F>['request'];
}

export type RecordListProps<Row extends { id: number }, F extends string> = Omit<
  ListPageProps<Row, F>,
  'list' | 'useRows' | 'request'
> & { api: RecordListApi<Row, F> };

/**
 * A `ListPage` over a `recordApi` list: the three come from the one declaration, so the screens
 * pass the api rather than its parts (and cannot pair one list's state with another's rows).
 */
export function RecordList<Row extends { id: number }, F extends string>(props: RecordListProps<Row, F>) {
  const { api, ...page } = props;
  return <ListPage {...page} list={api.list} useRows={api.useList} request={api.listRequest} />;
}
