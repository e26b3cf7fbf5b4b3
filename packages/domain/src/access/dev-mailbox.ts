import type { Access } from '../permissions.ts';

/**
 * The development mailbox is public like the demo accounts' published password: it exists only
 * while the server runs the demo world (404 otherwise), which listens on loopback by default.
 */
export const DEV_MAILBOX_ACCESS = {
  read: 'public',
} as const satisfies Record<string, Access>;
