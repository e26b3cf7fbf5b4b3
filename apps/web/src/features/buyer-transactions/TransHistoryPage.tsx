import { BuyerTransactionList } from './BuyerTransactionList.tsx';

/** /buy/trans-his: the transactions the buyer has answered (confirmed, approved or rejected). */
export default function TransHistoryPage() {
  return (
    <BuyerTransactionList id="buyer-trans-his" title="buyerTransactions.transHis.title" view="HISTORY" />
  );
}
