import { settlementRequest, useSettlements } from './api.ts';
import { PaymentLists } from './PaymentLists.tsx';

/** /fun/settlement-payment: paid transactions waiting for the buyer's settlement, and settled ones. */
export default function SettlementListPage() {
  return (
    <PaymentLists
      id="settlement-payment"
      title="payments.settlement.title"
      useRows={useSettlements}
      request={settlementRequest}
      detail="/fun/settlement-payment"
      tabs={[
        ['settlement', 'payments.settlement.unpaid'],
        ['settlement-paid', 'payments.settlement.paid'],
      ]}
    />
  );
}
