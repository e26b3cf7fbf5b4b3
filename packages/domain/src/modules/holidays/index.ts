import { HOLIDAYS_ACCESS } from '../../access/holidays.ts';
import { defineDomainModule } from '../define.ts';
import { HOLIDAYS_ERRORS } from './errors.ts';
import { HOLIDAYS_MENU } from './menu.ts';
import { HOLIDAYS_SCREENS } from './screens.ts';

export const holidaysDomain = defineDomainModule({
  name: 'holidays',
  access: [HOLIDAYS_ACCESS],
  errors: HOLIDAYS_ERRORS,
  screens: HOLIDAYS_SCREENS,
  menu: HOLIDAYS_MENU,
});
