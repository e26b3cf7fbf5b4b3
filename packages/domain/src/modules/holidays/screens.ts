import { MENU_ACCESS } from '../../permissions.ts';
import { screens } from '../define.ts';

/** The public-holiday calendar every date rule uses: not in the spec (docs/decisions.md). */
export const HOLIDAYS_SCREENS = screens(
  'fun',
  MENU_ACCESS.internalSettings,
  '/fun/internal',
  [['/holidays', 'Lịch nghỉ lễ', 'Public holidays']],
  true,
);
