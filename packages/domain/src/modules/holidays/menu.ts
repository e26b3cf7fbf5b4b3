import type { MenuEntry } from '../define.ts';

/** Its line in the funder's internal settings, after the KPI settings. */
export const HOLIDAYS_MENU: readonly MenuEntry[] = [
  { parent: 'fun.internal', order: 30, key: 'fun.internal.holidays', path: '/fun/internal/holidays' },
];
