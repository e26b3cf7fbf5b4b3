import { BuyerTransactionList } from './BuyerTransactionList.tsx';
import { FUNDING_COLUMNS } from './config.ts';

/** /buy/early_payment_his: the early payments the buyer funds (its funding requests). */
export default function EarlyPaymentHistoryPage() {
  return (
    <BuyerTransactionList
      id="buyer-early-payment-his"
      title="buyerTransactions.earlyPayment.title"
      view="FUNDING"
      columns={FUNDING_COLUMNS}
    />
  );
}
