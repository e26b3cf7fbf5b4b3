import { defineDomainModule } from '../define.ts';

export const funderTransactionsDomain = defineDomainModule({
  name: 'funder-transactions',
  errors: () => import('./errors.ts'),
});
