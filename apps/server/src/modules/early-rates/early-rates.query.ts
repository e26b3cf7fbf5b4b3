import type { EarlyRateGroup, EarlyRateVersion } from '@arflow/domain/api/early-rates';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { loadBuyer } from '../buyers/buyer.query.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import {
  earlyRateGroupSuppliers,
  earlyRateGroups,
  earlyRateProgrammes,
  earlyRateRequests,
} from './early-rates.tables.ts';

/** The buyer the caller names, within the caller's scope (another company's: 404). */
export async function requireBuyer(db: DbOrTx, actor: UserState, id: number) {
  const buyer = await loadBuyer(db, actor, id);
  if (!buyer) throw new AppError('NOT_FOUND');
  return buyer;
}

export async function findProgramme(db: DbOrTx, buyId: number) {
  const [row] = await db.select().from(earlyRateProgrammes).where(eq(earlyRateProgrammes.ent_id, buyId));
  return row;
}

/**
 * The buyer's programme row, created NOT_SET on first use, locked for the rest of the
 * transaction: every change of a buyer's groups and requests serialises on it.
 */
export async function lockProgramme(tx: Tx, ctx: RequestContext, buyId: number) {
  const now = ctx.clock.now();
  await tx
    .insert(earlyRateProgrammes)
    .values({ ent_id: buyId, status: 'NOT_SET', created_at: now, updated_at: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(earlyRateProgrammes)
    .where(eq(earlyRateProgrammes.ent_id, buyId))
    .for('update');
  return row!;
}

/** One version of the buyer's groups, or 404 when it is not this buyer's. */
export async function requireVersion(db: DbOrTx, buyId: number, requestId: number) {
  const [row] = await db
    .select()
    .from(earlyRateRequests)
    .where(and(eq(earlyRateRequests.id, requestId), eq(earlyRateRequests.ent_id, buyId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The groups of versions with their suppliers, by group name. */
export async function loadGroups(db: DbOrTx, requestIds: number[]): Promise<EarlyRateGroup[]> {
  if (requestIds.length === 0) return [];
  const groups = await db
    .select()
    .from(earlyRateGroups)
    .where(inArray(earlyRateGroups.request_id, requestIds))
    .orderBy(asc(earlyRateGroups.name), asc(earlyRateGroups.id));
  const members = await db
    .select({
      group_id: earlyRateGroupSuppliers.group_id,
      sup_id: earlyRateGroupSuppliers.sup_id,
      sup_name: enterprises.name,
      sup_mst: enterprises.mst,
    })
    .from(earlyRateGroupSuppliers)
    .innerJoin(enterprises, eq(enterprises.id, earlyRateGroupSuppliers.sup_id))
    .where(inArray(earlyRateGroupSuppliers.request_id, requestIds))
    .orderBy(asc(enterprises.name));
  return groups.map((g) => ({
    id: g.id,
    request_id: g.request_id,
    name: g.name,
    rate: g.rate,
    suppliers: members.filter((m) => m.group_id === g.id).map(({ group_id: _, ...s }) => s),
  }));
}

export async function loadVersion(db: DbOrTx, requestId: number): Promise<EarlyRateVersion | null> {
  const [row] = await db.select().from(earlyRateRequests).where(eq(earlyRateRequests.id, requestId));
  if (!row) return null;
  return {
    id: row.id,
    state: row.state,
    sent_at: row.sent_at?.toISOString() ?? null,
    approved_at: row.approved_at?.toISOString() ?? null,
    groups: await loadGroups(db, [row.id]),
  };
}

/** One group of a version, or 404. */
export async function requireGroup(db: DbOrTx, requestId: number, groupId: number) {
  const [row] = await db
    .select()
    .from(earlyRateGroups)
    .where(and(eq(earlyRateGroups.id, groupId), eq(earlyRateGroups.request_id, requestId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
