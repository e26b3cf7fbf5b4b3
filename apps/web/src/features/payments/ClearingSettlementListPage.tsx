import { ListPage } from '../../shared/list/ListPage.tsx';
import { CLEARING_SETTLEMENT_LIST, useClearingSettlement } from './api.ts';
import { CLEARING_FILTERS, CLEARING_SETTLEMENT_COLUMNS } from './config.ts';
import { matchedColumn } from './MatchedTag.tsx';

/** /fun/clearing-settlement-payment: each buyer payment beside its journal collection and residual. */
export default function ClearingSettlementListPage() {
  return (
    <ListPage
      id="clearing-settlement"
      title="payments.clearing.settlementTitle"
      list={CLEARING_SETTLEMENT_LIST}
      filters={CLEARING_FILTERS}
      columns={[...CLEARING_SETTLEMENT_COLUMNS, matchedColumn()]}
      useRows={useClearingSettlement}
    />
  );
}
