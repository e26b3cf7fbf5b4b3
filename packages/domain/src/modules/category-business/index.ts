import { defineDomainModule } from '../define.ts';

export const categoryBusinessDomain = defineDomainModule({
  name: 'category-business',
  errors: () => import('./errors.ts'),
});
