import { MENU_ACCESS } from '../../permissions.ts';
import { screens } from '../define.ts';

/** The public-holiday calendar every date rule uses; the spec has no screen for it. */
export const HOLIDAYS_SCREENS = screens(
  'fun',
  MENU_ACCESS.internalSettings,
  '/fun/internal',
  [['/holidays', 'Lịch nghỉ lễ', 'Public holidays']],
  'the public-holiday calendar every date rule uses (docs/decisions.md)',
);
