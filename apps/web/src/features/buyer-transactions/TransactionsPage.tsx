import { BuyerTransactionList } from './BuyerTransactionList.tsx';

/** /buy/transaction: every transaction of the buyer's suppliers on it, with the buyer's labels. */
export default function TransactionsPage() {
  return (
    <BuyerTransactionList
      id="buyer-transactions"
      title="buyerTransactions.transaction.title"
      view={undefined}
    />
  );
}
