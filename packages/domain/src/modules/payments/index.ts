import { defineDomainModule } from '../define.ts';

export const paymentsDomain = defineDomainModule({
  name: 'payments',
  errors: () => import('./errors.ts'),
});
