import { defineDomainModule } from '../define.ts';

export const suppliersDomain = defineDomainModule({
  name: 'suppliers',
  errors: () => import('./errors.ts'),
});
