import { ListPage } from '../../shared/list/ListPage.tsx';
import { AR_LIST, arHistoryRequest, useArHistoryList } from './api.ts';
import { AR_FILTERS, arColumns } from './config.ts';

const columns = arColumns((row) => `/fun/transactions/ar/${row.id}`, true);

/** /fun/history/ar: receivables past the open statuses (spec §4 history subset). */
export default function ArHistoryPage() {
  return (
    <ListPage
      id="ar-history"
      title="receivables.historyAr.title"
      list={AR_LIST}
      filters={AR_FILTERS}
      columns={columns}
      useRows={useArHistoryList}
      request={arHistoryRequest}
    />
  );
}
