import { z } from 'zod';

/** One row of a record's timeline (status changes and edits), as every detail answer carries it. */
export const historyEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  actor_name: z.string().nullable(),
  reason: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
