import type { DomainModule } from '../define.ts';
import type { errors } from './errors.ts';

export const performanceDomain: DomainModule<typeof errors> = {
  errors: () => import('./errors.ts'),
};
