import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TextKey } from '../i18n-keys.ts';
import type { ListPageProps } from '../list/ListPage.tsx';
import { RecordList, type RecordListApi } from './RecordList.tsx';

export type RecordListPageProps<Row extends { id: number }, F extends string> = Omit<
  ListPageProps<Row, F>,
  'list' | 'useRows' | 'actions' | 'request'
> & {
  /** The module's screens: `<base>` the list, `<base>/add` the form (`<id>-add` its button). */
  base: string;
  api: RecordListApi<Row, F> & { useCanWrite(): boolean };
  add: TextKey;
};

/** A record list (`ListPage`) with its add button for the users who may write. */
export function RecordListPage<Row extends { id: number }, F extends string>(
  props: RecordListPageProps<Row, F>,
) {
  const { base, api, add, ...list } = props;
  const { t } = useTranslation();
  const canWrite = api.useCanWrite();
  return (
    <RecordList
      {...list}
      api={api}
      actions={
        canWrite && (
          <Link to={`${base}/add`}>
            <Button type="primary" icon={<PlusOutlined />} data-testid={`${list.id}-add`}>
              {t(add)}
            </Button>
          </Link>
        )
      }
    />
  );
}
