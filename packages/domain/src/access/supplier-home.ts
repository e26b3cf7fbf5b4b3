import type { Access } from '../permissions.ts';
import { SUPPLIER_SELF } from '../workflows/actors.ts';

/** Who may read the supplier's home figures: its own company's users (the scope is the company). */
export const SUPPLIER_HOME_ACCESS = {
  read: [SUPPLIER_SELF],
} as const satisfies Record<string, Access>;
