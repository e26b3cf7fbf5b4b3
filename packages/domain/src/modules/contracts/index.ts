import { defineDomainModule } from '../define.ts';

export const contractsDomain = defineDomainModule({
  name: 'contracts',
  errors: () => import('./errors.ts'),
});
