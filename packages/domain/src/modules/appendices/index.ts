import type { DomainModule } from '../define.ts';
import type { errors } from './errors.ts';

export const appendicesDomain: DomainModule<typeof errors> = {
  errors: () => import('./errors.ts'),
};
