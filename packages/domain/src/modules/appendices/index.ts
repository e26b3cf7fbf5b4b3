import { defineDomainModule } from '../define.ts';

export const appendicesDomain = defineDomainModule({
  name: 'appendices',
  errors: () => import('./errors.ts'),
});
