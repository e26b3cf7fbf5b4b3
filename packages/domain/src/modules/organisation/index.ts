import { defineDomainModule } from '../define.ts';

export const organisationDomain = defineDomainModule({
  name: 'organisation',
  errors: () => import('./errors.ts'),
});
