import { z } from 'zod';
import { optionalText } from '../validation.ts';

/**
 * The development mailbox (docs/decisions.md "Mail outbox and development mailbox"): every
 * e-mail the platform queued, newest first, readable without a mail server while the server
 * runs the demo world; the e2e journeys read OTPs there. Not in the spec.
 */
export const DEV_MAILBOX_LIMIT = 200;

export const devMailboxQuery = z.strictObject({
  /** Part of the recipient's address. */
  to: optionalText(120),
});
export type DevMailboxQuery = z.infer<typeof devMailboxQuery>;

export const DEV_MAIL_STATES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type DevMailState = (typeof DEV_MAIL_STATES)[number];

export const devMailItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  state: z.enum(DEV_MAIL_STATES),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type DevMailItem = z.infer<typeof devMailItem>;

export const devMailboxResponse = z.object({ data: z.array(devMailItem) });
