import { defineDomainModule } from '../define.ts';

export const creditSupplierDomain = defineDomainModule({
  name: 'credit-supplier',
  errors: () => import('./errors.ts'),
});
