import { FUNDER_TRANSACTIONS_ACCESS } from '../../access/funder-transactions.ts';
import { defineDomainModule } from '../define.ts';
import { FUNDER_TRANSACTIONS_ERRORS } from './errors.ts';

export const funderTransactionsDomain = defineDomainModule({
  name: 'funder-transactions',
  access: [FUNDER_TRANSACTIONS_ACCESS],
  errors: FUNDER_TRANSACTIONS_ERRORS,
});
