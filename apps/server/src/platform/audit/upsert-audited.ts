import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { type AuditEntry, writeAudit } from './audit.ts';

/**
 * The one row a key may have (an officer per buyer, a funding partner per transaction), replaced
 * by a new choice, with the choice on the audit trail: a choice is never changed without a trace.
 * `change` is what a later choice overwrites; the key stays.
 */
export async function upsertAudited<T extends PgTable>(
  tx: DbOrTx,
  ctx: RequestContext,
  o: { table: T; key: PgColumn; row: T['$inferInsert']; change: PgUpdateSetSource<T>; audit: AuditEntry },
): Promise<void> {
  await tx.insert(o.table).values(o.row).onConflictDoUpdate({ target: o.key, set: o.change });
  await writeAudit(tx, ctx, o.audit);
}
