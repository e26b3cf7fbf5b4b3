import { defineDomainModule } from '../define.ts';

export const creditBuyerDomain = defineDomainModule({
  name: 'credit-buyer',
  errors: () => import('./errors.ts'),
});
