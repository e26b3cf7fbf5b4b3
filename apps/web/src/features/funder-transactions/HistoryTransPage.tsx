import { FUNDER_VISIBLE_STAGES } from '@arflow/domain/funder-review';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { allTransactionsRequest, FUNDER_LIST, useAllTransactions } from './api.ts';
import { funderColumns, funderFilters, listLink } from './config.ts';

const COLUMNS = funderColumns(listLink('all'));
const FILTERS = funderFilters(FUNDER_VISIBLE_STAGES);

/** /fun/history/trans: every transaction the funder sees, in any list (GET /fun/transaction/all). */
export default function HistoryTransPage() {
  return (
    <ListPage
      id="funder-history"
      title="funderTransactions.lists.history"
      list={FUNDER_LIST}
      filters={FILTERS}
      columns={COLUMNS}
      useRows={useAllTransactions}
      request={allTransactionsRequest}
    />
  );
}
