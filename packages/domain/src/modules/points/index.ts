import type { DomainModule } from '../define.ts';
import type { errors } from './errors.ts';

/** Points and vouchers own their errors; their screens and menu lines are the shell's (spec §2). */
export const pointsDomain: DomainModule<typeof errors> = {
  errors: () => import('./errors.ts'),
};
