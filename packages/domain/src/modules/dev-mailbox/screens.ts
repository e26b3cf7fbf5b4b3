import { screens } from '../define.ts';

const WHY = "the demo world's mailbox (docs/decisions.md 'Mail outbox and development mailbox')";

export const DEV_MAILBOX_SCREENS = screens(
  'public',
  'public',
  '/dev',
  [['/mailbox', 'Hộp thư phát triển', 'Development mailbox']],
  WHY,
);
