import { ListPage } from '../../shared/list/ListPage.tsx';
import { AR_LIST, arRequest, useArList } from './api.ts';
import { AR_FILTERS, arColumns } from './config.ts';

const columns = arColumns((row) => `/fun/transactions/ar/${row.id}`, true);

/** /fun/transactions/ar-ledger: every company's receivables for funder staff. */
export default function ArLedgerPage() {
  return (
    <ListPage
      id="ar-ledger"
      title="receivables.ledger.title"
      list={AR_LIST}
      filters={AR_FILTERS}
      columns={columns}
      useRows={useArList}
      request={arRequest}
    />
  );
}
