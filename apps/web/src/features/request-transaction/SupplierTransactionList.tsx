import type { TransactionItem } from '@arflow/domain/api/request-transaction';
import { ListPage, type ListPageProps } from '../../shared/list/ListPage.tsx';
import { TRANSACTION_LIST, transactionRequest, transactionRows, useBuyerList } from './api.ts';
import { SUPPLIER_TRANSACTION_COLUMNS, supplierTransactionFilters } from './config.ts';

type Props = Omit<
  ListPageProps<TransactionItem, (typeof TRANSACTION_LIST.filters)[number]>,
  'list' | 'filters' | 'columns' | 'useRows' | 'request'
> & {
  /** The POST list call: one of the request-transaction lists or the statistics' list-trans-his. */
  path: string;
};

/** One of the supplier's transaction lists: the shared list with the declared columns and filters. */
export function SupplierTransactionList({ path, ...props }: Props) {
  const buyers = useBuyerList();
  return (
    <ListPage
      {...props}
      list={TRANSACTION_LIST}
      filters={supplierTransactionFilters(buyers.data?.data ?? [])}
      columns={SUPPLIER_TRANSACTION_COLUMNS}
      useRows={transactionRows(path)}
      request={transactionRequest(path)}
    />
  );
}
