import { defineDomainModule } from '../define.ts';

export const transactionChangeDomain = defineDomainModule({
  name: 'transaction-change',
});
