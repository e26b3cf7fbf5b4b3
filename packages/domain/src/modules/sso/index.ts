import type { DomainModule } from '../define.ts';
import type { errors } from './errors.ts';

export const ssoDomain: DomainModule<typeof errors> = {
  errors: () => import('./errors.ts'),
};
