import type { DomainModule } from '../define.ts';
import type { errors } from './errors.ts';
import { HOLIDAYS_MENU } from './menu.ts';
import { HOLIDAYS_SCREENS } from './screens.ts';

export const holidaysDomain: DomainModule<typeof errors> = {
  errors: () => import('./errors.ts'),
  screens: HOLIDAYS_SCREENS,
  menu: HOLIDAYS_MENU,
};
