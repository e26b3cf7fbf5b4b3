import type { DomainModule } from '../define.ts';
import type { errors } from './errors.ts';
import { CUSTODY_SCREENS } from './screens.ts';

export const custodyDomain: DomainModule<typeof errors> = {
  errors: () => import('./errors.ts'),
  screens: CUSTODY_SCREENS,
};
