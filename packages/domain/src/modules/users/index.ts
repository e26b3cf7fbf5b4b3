import { defineDomainModule } from '../define.ts';

export const usersDomain = defineDomainModule({
  name: 'users',
  errors: () => import('./errors.ts'),
});
