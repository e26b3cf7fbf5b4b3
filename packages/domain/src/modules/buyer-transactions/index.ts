import { BUYER_TRANSACTIONS_ACCESS } from '../../access/buyer-transactions.ts';
import { defineDomainModule } from '../define.ts';

export const buyerTransactionsDomain = defineDomainModule({
  name: 'buyer-transactions',
  access: [BUYER_TRANSACTIONS_ACCESS],
});
