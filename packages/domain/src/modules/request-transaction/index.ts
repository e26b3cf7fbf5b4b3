import { REQUEST_TRANSACTION_ACCESS } from '../../access/request-transaction.ts';
import { defineDomainModule } from '../define.ts';
import { REQUEST_TRANSACTION_ERRORS } from './errors.ts';

export const requestTransactionDomain = defineDomainModule({
  name: 'request-transaction',
  access: [REQUEST_TRANSACTION_ACCESS],
  errors: REQUEST_TRANSACTION_ERRORS,
});
