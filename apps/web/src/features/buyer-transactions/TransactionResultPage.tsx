import { BuyerTransactionList } from './BuyerTransactionList.tsx';

/** /buy/notice-management/transaction-result: the funder's outcome of each transaction on the buyer. */
export default function TransactionResultPage() {
  return (
    <BuyerTransactionList
      id="buyer-transaction-result"
      title="buyerTransactions.result.title"
      view="RESULT"
    />
  );
}
