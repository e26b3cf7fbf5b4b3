import { screens } from '../define.ts';

/** The demo world's mailbox: not in the spec (docs/decisions.md "Mail outbox and development mailbox"). */
export const DEV_MAILBOX_SCREENS = screens(
  'public',
  'public',
  '/dev',
  [['/mailbox', 'Hộp thư phát triển', 'Development mailbox']],
  true,
);
