import { CLEARING_SETTLEMENT_COLUMNS, type ClearingSettlementItem } from '@arflow/domain/api/payments';
import { columnsOf } from '../../shared/list/columns.tsx';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { CLEARING_SETTLEMENT_LIST, clearingSettlementRequest, useClearingSettlement } from './api.ts';
import { CLEARING_FILTERS } from './config.ts';
import { matchedCell } from './MatchedTag.tsx';

const COLUMNS = columnsOf<ClearingSettlementItem>(CLEARING_SETTLEMENT_COLUMNS, {
  trans_code: { link: (row) => `/fun/clearing-settlement-payment/${row.trans_id}` },
  matched: matchedCell,
});

/** /fun/clearing-settlement-payment: each buyer payment beside its journal collection and residual. */
export default function ClearingSettlementListPage() {
  return (
    <ListPage
      id="clearing-settlement"
      title="payments.clearing.settlementTitle"
      list={CLEARING_SETTLEMENT_LIST}
      filters={CLEARING_FILTERS}
      columns={COLUMNS}
      useRows={useClearingSettlement}
      request={clearingSettlementRequest}
    />
  );
}
