import { defineDomainModule } from '../define.ts';
import { HOLIDAYS_MENU } from './menu.ts';
import { HOLIDAYS_SCREENS } from './screens.ts';

export const holidaysDomain = defineDomainModule({
  name: 'holidays',
  errors: () => import('./errors.ts'),
  screens: HOLIDAYS_SCREENS,
  menu: HOLIDAYS_MENU,
});
