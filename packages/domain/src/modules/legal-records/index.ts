import { defineDomainModule } from '../define.ts';

export const legalRecordsDomain = defineDomainModule({
  name: 'legal-records',
  errors: () => import('./errors.ts'),
});
