import type { FieldChange, HistoryEntry } from '@arflow/domain/api/history';
import { fieldKindOf } from '@arflow/domain/field-kinds';
import { and, asc, eq } from 'drizzle-orm';
import { users } from '../../modules/users/users.tables.ts';
import type { DbOrTx } from '../db/client.ts';
import { statusHistory } from './audit.tables.ts';

/**
 * The changed fields with the kind each is shown as (money, date, rate). Given on reading, not
 * stored, so the rows written before the kinds existed read the same way.
 */
export function withKinds(changes: unknown): HistoryEntry['changes'] {
  if (!changes || typeof changes !== 'object') return null;
  return Object.fromEntries(
    Object.entries(changes as Record<string, FieldChange>).map(([field, change]) => {
      const kind = fieldKindOf(field);
      return [field, kind ? { ...change, kind } : change];
    }),
  );
}

/** A record's timeline (status changes and edits), oldest first, with who acted. */
export async function findHistory(db: DbOrTx, entity: string, entityId: number): Promise<HistoryEntry[]> {
  const rows = await db
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
    .where(and(eq(statusHistory.entity, entity), eq(statusHistory.entityId, String(entityId))))
    .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id));
  return rows.map((h) => ({
    ...h,
    changes: withKinds(h.changes),
    created_at: h.created_at.toISOString(),
  }));
}
