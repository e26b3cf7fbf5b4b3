import type { Access } from '../permissions.ts';
import { CLIENT_EDITORS, CLIENT_READERS } from './clients.ts';

/** A buyer company's own users (every role) reading their company: scoped to it (404 otherwise). */
const BUYER_SELF = { enterprises: ['BUYER'] } as const;

/** Who may call the buyers module's routes (spec §6 Client menu; a buyer reads its own record). */
export const BUYERS_ACCESS = {
  read: CLIENT_READERS,
  write: [CLIENT_EDITORS],
  /** The buyer's own record, banks and frequencies: funder client staff, or the buyer itself. */
  readOwn: [...(CLIENT_READERS as readonly never[]), BUYER_SELF],
  self: [BUYER_SELF],
} as const satisfies Record<string, Access>;
