import { defineDomainModule } from '../define.ts';

export const requestTransactionDomain = defineDomainModule({
  name: 'request-transaction',
  errors: () => import('./errors.ts'),
});
