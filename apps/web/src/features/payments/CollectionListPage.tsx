import type { CollectionItem, CollectionView } from '@arflow/domain/api/collections';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';
import type { Column } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { useListState } from '../../shared/list/useListState.ts';
import { COLLECTION_LIST, type CollectionFilter, useCollections } from './collections-api.ts';

const TABS: readonly [CollectionView, TextKey][] = [
  ['overdue', 'payments.collection.overdue'],
  ['bad-n-del', 'payments.collection.badDebt'],
  ['completed', 'payments.collection.completed'],
];

const COLUMNS = [
  { key: 'inv_no', label: 'payments.fields.inv_no', link: (row) => `/fun/debt-collection/${row.id}` },
  { key: 'trans_code', label: 'payments.fields.trans_code' },
  { key: 'sup_name', label: 'payments.fields.sup_name' },
  { key: 'buy_name', label: 'payments.fields.buy_name' },
  { key: 'maturity_date', label: 'payments.fields.maturity_date', kind: 'date' },
  { key: 'ar_amount', label: 'payments.fields.ar_amount', kind: 'money' },
  { key: 'days_late', label: 'payments.fields.days_late' },
  { key: 'unpaid', label: 'payments.fields.unpaid', kind: 'money' },
  { key: 'penal_outstanding', label: 'payments.fields.penal_outstanding', kind: 'money' },
  { key: 'status', label: 'payments.fields.status', statuses: RECEIVABLE_STATUS_LABELS },
] as const satisfies readonly Column<CollectionItem>[];

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
