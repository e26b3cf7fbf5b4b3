import { defineDomainModule } from '../define.ts';

export const buyerTransactionsDomain = defineDomainModule({
  name: 'buyer-transactions',
});
