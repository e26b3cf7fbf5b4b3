import type { DomainModule } from '../define.ts';
import type { errors } from './errors.ts';

/** Savings packs own their errors; their screens and menu lines are the shell's (spec §2, decision 0107). */
export const savingsDomain: DomainModule<typeof errors> = {
  errors: () => import('./errors.ts'),
};
