import { defineDomainModule } from '../define.ts';

export const businessDateDomain = defineDomainModule({
  name: 'business-date',
  errors: () => import('./errors.ts'),
});
