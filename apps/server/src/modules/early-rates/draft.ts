import { and, eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { lockProgramme, requireBuyer, requireGroup, requireVersion } from './early-rates.query.ts';
import { earlyRateGroupSuppliers, earlyRateGroups, earlyRateRequests } from './early-rates.tables.ts';

/**
 * The buyer's draft: an open one, else a copy of the approved groups (or an empty one), made on
 * the first change. Refused while a request is pending: the approved groups stay in force and
 * the request is decided as it was sent.
 */
async function openDraft(tx: Tx, ctx: RequestContext, buyId: number): Promise<number> {
  const programme = await lockProgramme(tx, ctx, buyId);
  if (programme.status === 'REQUESTING') throw new AppError('EARLY_RATE_NOT_DRAFT');
  const [open] = await tx
    .select({ id: earlyRateRequests.id })
    .from(earlyRateRequests)
    .where(and(eq(earlyRateRequests.ent_id, buyId), eq(earlyRateRequests.state, 'DRAFT')));
  if (open) return open.id;
  const [draft] = await tx
    .insert(earlyRateRequests)
    .values({ ent_id: buyId, state: 'DRAFT', created_at: ctx.clock.now() })
    .returning({ id: earlyRateRequests.id });
  if (programme.approved_request_id != null)
    await copyGroups(tx, programme.approved_request_id, draft!.id, buyId);
  return draft!.id;
}

async function copyGroups(tx: Tx, from: number, to: number, buyId: number): Promise<void> {
  const groups = await tx.select().from(earlyRateGroups).where(eq(earlyRateGroups.request_id, from));
  for (const g of groups) {
    const [copy] = await tx
      .insert(earlyRateGroups)
      .values({ request_id: to, ent_id: buyId, name: g.name, name_key: g.name_key, rate: g.rate })
      .returning({ id: earlyRateGroups.id });
    const members = await tx
      .select({ sup_id: earlyRateGroupSuppliers.sup_id })
      .from(earlyRateGroupSuppliers)
      .where(eq(earlyRateGroupSuppliers.group_id, g.id));
    if (members.length > 0)
      await tx
        .insert(earlyRateGroupSuppliers)
        .values(members.map((m) => ({ group_id: copy!.id, request_id: to, sup_id: m.sup_id })));
  }
}

/**
 * Change the buyer's draft in one transaction under the programme's lock. `draftId`, when the
 * call names one, must be the buyer's draft or the version in force (another buyer's: 404; a
 * sent or past one: not a draft). `draftGroup` maps a group id of either to the draft's group.
 */
export async function changeDraft<T>(
  o: { db: Db; ctx: RequestContext; buyId: number; draftId?: number; action: string; payload: unknown },
  change: (tx: Tx, draftId: number, draftGroup: (groupId: number) => Promise<number>) => Promise<T>,
): Promise<T> {
  await requireBuyer(o.db, requireActor(o.ctx), o.buyId);
  return o.db.transaction(async (tx) => {
    if (o.draftId !== undefined) {
      const named = await requireVersion(tx, o.buyId, o.draftId);
      // The draft, or the groups in force (the draft is then opened as their copy).
      if (named.state !== 'DRAFT' && named.state !== 'APPROVED') throw new AppError('EARLY_RATE_NOT_DRAFT');
    }
    const draftId = await openDraft(tx, o.ctx, o.buyId);
    const result = await change(tx, draftId, (groupId) => draftGroupId(tx, draftId, groupId));
    await writeAudit(tx, o.ctx, {
      action: `early_rate_draft.${o.action}`,
      entity: 'early_rate_request',
      entityId: draftId,
      payload: o.payload,
    });
    return result;
  });
}

/**
 * The draft's group a group id names: the draft's own, or the copy (same name) of a group of the
 * version in force, so the portal can edit what it shows before the draft exists.
 */
async function draftGroupId(tx: Tx, draftId: number, groupId: number): Promise<number> {
  const [source] = await tx.select().from(earlyRateGroups).where(eq(earlyRateGroups.id, groupId));
  if (source && source.request_id !== draftId) {
    const [copy] = await tx
      .select({ id: earlyRateGroups.id })
      .from(earlyRateGroups)
      .where(
        and(
          eq(earlyRateGroups.request_id, draftId),
          eq(earlyRateGroups.ent_id, source.ent_id),
          eq(earlyRateGroups.name_key, source.name_key),
        ),
      );
    if (copy) return copy.id;
  }
  return (await requireGroup(tx, draftId, groupId)).id;
}
