import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/** The public-holiday calendar every date rule uses besides weekends (not in the spec; issue 12 §6). */
export const holidaysModule = defineWebModule({
  name: 'holidays',
  owns: '/fun/internal/holidays',
  pages: [{ screen: '/fun/internal/holidays', load: () => import('./HolidaysPage.tsx') }],
  texts: { ns: 'holidays', ...MODULE_TEXTS.holidays },
});
