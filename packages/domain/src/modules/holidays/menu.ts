import type { MenuEntry } from '../define.ts';

/** Its line in the funder's internal settings, after the KPI settings. */
export const HOLIDAYS_MENU: readonly MenuEntry[] = [
  { parent: 'fun.internal', order: 30, path: '/fun/internal/holidays' },
];
