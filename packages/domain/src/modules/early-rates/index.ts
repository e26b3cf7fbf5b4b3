import { defineDomainModule } from '../define.ts';

export const earlyRatesDomain = defineDomainModule({
  name: 'early-rates',
  errors: () => import('./errors.ts'),
});
