import type { Access } from '../permissions.ts';
import { CLIENT_EDITORS, CLIENT_READERS, LIMIT_SETTERS } from './clients.ts';

/** Supplier companies and individual suppliers (a DOITAC_NCC account is one too). */
const SUPPLIER_SELF = { enterprises: ['SUPPLIER', 'INDSUPPLIER', 'DOITAC_NCC'] } as const;

/** Who may call the suppliers module's routes (spec §6 Client menu; a supplier reads its own banks). */
export const SUPPLIERS_ACCESS = {
  read: CLIENT_READERS,
  write: [CLIENT_EDITORS],
  limit: [LIMIT_SETTERS],
  readOwn: [...(CLIENT_READERS as readonly never[]), SUPPLIER_SELF],
} as const satisfies Record<string, Access>;

/** Any signed-in company user reading its own company's bank accounts (GET /enterprise/bank). */
export const OWN_COMPANY_ACCESS = { self: 'authenticated' } as const satisfies Record<string, Access>;
