import { ListPage } from '../../shared/list/ListPage.tsx';
import { CLEARING_EARLY_LIST, useClearingEarly } from './api.ts';
import { CLEARING_EARLY_COLUMNS, CLEARING_FILTERS } from './config.ts';
import { matchedColumn } from './MatchedTag.tsx';

/** /fun/clearing-early-payment: each early payment beside what the journal booked (decisions.md). */
export default function ClearingEarlyListPage() {
  return (
    <ListPage
      id="clearing-early"
      title="payments.clearing.earlyTitle"
      list={CLEARING_EARLY_LIST}
      filters={CLEARING_FILTERS}
      columns={[...CLEARING_EARLY_COLUMNS, matchedColumn()]}
      useRows={useClearingEarly}
    />
  );
}
