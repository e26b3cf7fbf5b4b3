import { z } from 'zod';
import { FIELD_KINDS } from '../field-kinds.ts';

/**
 * One changed field of a timeline entry. `kind` (field-kinds.ts) says how every screen shows its
 * values, so an amount reads as money wherever the timeline is drawn; absent, a value is shown
 * as stored.
 */
export const fieldChange = z.object({
  from: z.unknown(),
  to: z.unknown(),
  kind: z.enum(FIELD_KINDS).optional(),
});
export type FieldChange = z.infer<typeof fieldChange>;

/** One row of a record's timeline (status changes and edits), as every detail answer carries it. */
export const historyEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  actor_name: z.string().nullable(),
  reason: z.string().nullable(),
  changes: z.record(z.string(), fieldChange).nullable(),
  created_at: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
