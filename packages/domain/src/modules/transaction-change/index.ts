import { TRANSACTION_CHANGE_ACCESS } from '../../access/transaction-change.ts';
import { defineDomainModule } from '../define.ts';

export const transactionChangeDomain = defineDomainModule({
  name: 'transaction-change',
  access: [TRANSACTION_CHANGE_ACCESS],
});
