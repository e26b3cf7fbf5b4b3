import { defineDomainModule } from '../define.ts';

export const signingDomain = defineDomainModule({
  name: 'signing',
  errors: () => import('./errors.ts'),
});
