import type { EarlyRateGroup } from '@arflow/domain/api/early-rates';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { requireSupplier } from '../eligibility/eligibility.query.ts';
import { changeDraft } from './draft.ts';
import { loadGroups } from './early-rates.query.ts';
import { earlyRateGroupSuppliers } from './early-rates.tables.ts';

type Base = { db: Db; ctx: RequestContext; buyId: number; draftId: number; groupId: number; supId: number };

async function groupOf(tx: Tx, draftId: number, groupId: number): Promise<EarlyRateGroup> {
  return (await loadGroups(tx, [draftId])).find((g) => g.id === groupId)!;
}

async function membership(tx: Tx, draftId: number, supId: number) {
  const [row] = await tx
    .select()
    .from(earlyRateGroupSuppliers)
    .where(and(eq(earlyRateGroupSuppliers.request_id, draftId), eq(earlyRateGroupSuppliers.sup_id, supId)));
  return row;
}

/** Put a supplier in a group of the draft; a supplier is in at most one group of a buyer. */
export function addSupplier(o: Base): Promise<EarlyRateGroup> {
  return changeDraft(
    { ...o, action: 'add_sup', payload: { group_id: o.groupId, sup_id: o.supId } },
    async (tx, draftId, draftGroup) => {
      const groupId = await draftGroup(o.groupId);
      await requireSupplier(tx, o.supId);
      if (await membership(tx, draftId, o.supId)) throw fieldError('sup_id', 'EARLY_RATE_SUPPLIER_IN_GROUP');
      await tx
        .insert(earlyRateGroupSuppliers)
        .values({ group_id: groupId, request_id: draftId, sup_id: o.supId });
      return groupOf(tx, draftId, groupId);
    },
  );
}

/** Take a supplier out of its group of the draft. */
export function removeSupplier(o: Base): Promise<EarlyRateGroup> {
  return changeDraft(
    { ...o, action: 'delete_sup', payload: { group_id: o.groupId, sup_id: o.supId } },
    async (tx, draftId, draftGroup) => {
      const groupId = await draftGroup(o.groupId);
      const m = await membership(tx, draftId, o.supId);
      if (!m || m.group_id !== groupId) throw new AppError('NOT_FOUND');
      await tx.delete(earlyRateGroupSuppliers).where(eq(earlyRateGroupSuppliers.id, m.id));
      return groupOf(tx, draftId, groupId);
    },
  );
}

/** Move a supplier of the group to another group of the draft (its rate changes with it). */
export function moveSupplier(o: Base & { targetGroupId: number }): Promise<EarlyRateGroup> {
  const payload = { group_id: o.groupId, sup_id: o.supId, target_group_id: o.targetGroupId };
  return changeDraft({ ...o, action: 'update_sup', payload }, async (tx, draftId, draftGroup) => {
    const groupId = await draftGroup(o.groupId);
    const m = await membership(tx, draftId, o.supId);
    if (!m || m.group_id !== groupId) throw new AppError('NOT_FOUND');
    const target = await draftGroup(o.targetGroupId);
    await tx
      .update(earlyRateGroupSuppliers)
      .set({ group_id: target })
      .where(eq(earlyRateGroupSuppliers.id, m.id));
    return groupOf(tx, draftId, target);
  });
}
