import type { Access } from '../permissions.ts';

/**
 * The signing calls (/api/signing/*): any signed-in user reaches them; who may see a document is
 * its client company's users and funder staff (company scope), and who may sign is decided by
 * allow_sign or a signing role (canSign) and by whose turn it is (PLATFORM, then CLIENT).
 */
export const SIGNING_ACCESS = {
  use: 'authenticated',
} as const satisfies Record<string, Access>;
