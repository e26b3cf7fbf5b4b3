import { COLLECTION_COLUMNS, type CollectionItem, type CollectionView } from '@arflow/domain/api/collections';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { useListState } from '../../shared/list/useListState.ts';
import {
  COLLECTION_LIST,
  type CollectionFilter,
  collectionsRequest,
  useCollections,
} from './collections-api.ts';

const TABS: readonly [CollectionView, TextKey][] = [
  ['overdue', 'payments.collection.overdue'],
  ['bad-n-del', 'payments.collection.badDebt'],
  ['completed', 'payments.collection.completed'],
];

const COLUMNS = columnsOf<CollectionItem>(COLLECTION_COLUMNS, {
  inv_no: { link: (row) => `/fun/debt-collection/${row.id}` },
});

const FILTERS = [
  { kind: 'text', name: 'trans_code', label: 'payments.fields.trans_code' },
  { kind: 'text', name: 'inv_no', label: 'payments.fields.inv_no' },
  { kind: 'text', name: 'sup_name', label: 'payments.fields.sup_name' },
  { kind: 'text', name: 'buy_name', label: 'payments.fields.buy_name' },
  { kind: 'dateRange', from: 'maturity_from', to: 'maturity_to', label: 'payments.fields.maturity_date' },
] as const satisfies readonly FilterField<CollectionFilter>[];

/**
 * /fun/debt-collection: sold receivables the buyer did not pay by the due date: overdue, bad debt
 * and written off, and collected; a row opens its collection page.
 */
export default function CollectionListPage() {
  const { t } = useTranslation();
  const list = useListState(COLLECTION_LIST);
  const active = (list.state.filters.view as CollectionView | undefined) ?? 'overdue';
  return (
    <ListPage
      id="debt-collection"
      title="payments.collection.title"
      list={COLLECTION_LIST}
      filters={FILTERS}
      columns={COLUMNS}
      useRows={useCollections}
      request={collectionsRequest}
      tabs={
        <Tabs
          activeKey={active}
          onChange={(key) =>
            list.setFilters({ ...list.state.filters, view: key === 'overdue' ? undefined : key })
          }
          data-testid="debt-collection-tabs"
          items={TABS.map(([key, label]) => ({
            key,
            label: <span data-testid={`debt-collection-tab-${key}`}>{t(label)}</span>,
          }))}
        />
      }
    />
  );
}
