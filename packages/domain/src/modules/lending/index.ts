import type { DomainModule } from '../define.ts';
import type { errors } from './errors.ts';

/** Lending owns its errors; its screens and menu lines are the shell's (spec §2 partner area). */
export const lendingDomain: DomainModule<typeof errors> = {
  errors: () => import('./errors.ts'),
};
