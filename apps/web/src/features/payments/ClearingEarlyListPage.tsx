import { CLEARING_EARLY_COLUMNS, type ClearingEarlyItem } from '@arflow/domain/api/payments';
import { columnsOf } from '../../shared/list/columns.tsx';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { CLEARING_EARLY_LIST, clearingEarlyRequest, useClearingEarly } from './api.ts';
import { CLEARING_FILTERS } from './config.ts';
import { matchedCell } from './MatchedTag.tsx';

const COLUMNS = columnsOf<ClearingEarlyItem>(CLEARING_EARLY_COLUMNS, {
  trans_code: { link: (row) => `/fun/clearing-early-payment/${row.trans_id}` },
  matched: matchedCell,
});

/** /fun/clearing-early-payment: each early payment beside what the journal booked (decisions.md). */
export default function ClearingEarlyListPage() {
  return (
    <ListPage
      id="clearing-early"
      title="payments.clearing.earlyTitle"
      list={CLEARING_EARLY_LIST}
      filters={CLEARING_FILTERS}
      columns={COLUMNS}
      useRows={useClearingEarly}
      request={clearingEarlyRequest}
    />
  );
}
