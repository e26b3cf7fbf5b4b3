import { and, asc, eq } from 'drizzle-orm';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { users } from '../users/users.tables.ts';
import { toSampleItem } from './sample.mapper.ts';
import { samples } from './sample.tables.ts';

export const SAMPLE_ENTITY = 'sample';

/** One sample with its status/edit timeline, oldest first. */
export async function getSample(opts: { db: DbOrTx; id: number }) {
  const { db, id } = opts;
  const [row] = await db.select().from(samples).where(eq(samples.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const history = await db
    .select({
      id: statusHistory.id,
      action: statusHistory.action,
      from_status: statusHistory.fromStatus,
      to_status: statusHistory.toStatus,
      actor_name: users.fullName,
      reason: statusHistory.reason,
      changes: statusHistory.changes,
      created_at: statusHistory.createdAt,
    })
    .from(statusHistory)
    .leftJoin(users, eq(users.id, statusHistory.actorId))
    .where(and(eq(statusHistory.entity, SAMPLE_ENTITY), eq(statusHistory.entityId, String(id))))
    .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id));
  return {
    data: toSampleItem(row),
    history: history.map((h) => ({ ...h, created_at: h.created_at.toISOString() })),
  };
}
