import { defineDomainModule } from '../define.ts';

export const receivablesDomain = defineDomainModule({
  name: 'receivables',
  errors: () => import('./errors.ts'),
});
