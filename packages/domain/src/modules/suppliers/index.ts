import type { DomainModule } from '../define.ts';
import type { errors } from './errors.ts';

export const suppliersDomain: DomainModule<typeof errors> = {
  errors: () => import('./errors.ts'),
};
