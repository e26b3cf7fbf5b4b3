import type { EarlyRateGroup, GroupForm } from '@arflow/domain/api/early-rates';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { fieldError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { changeDraft } from './draft.ts';
import { loadGroups } from './early-rates.query.ts';
import { earlyRateGroups } from './early-rates.tables.ts';
import { nameKey } from './name-key.ts';

type Base = { db: Db; ctx: RequestContext; buyId: number };

/** Spec §5: group names are unique within the buyer's groups (case-insensitive). */
async function checkName(tx: Tx, draftId: number, name: string, except?: number) {
  const [taken] = await tx
    .select({ id: earlyRateGroups.id })
    .from(earlyRateGroups)
    .where(
      and(
        eq(earlyRateGroups.request_id, draftId),
        eq(earlyRateGroups.name_key, nameKey(name)),
        except === undefined ? undefined : ne(earlyRateGroups.id, except),
      ),
    );
  if (taken) throw fieldError('name', 'EARLY_RATE_GROUP_NAME_TAKEN');
}

async function groupOf(tx: Tx, draftId: number, groupId: number): Promise<EarlyRateGroup> {
  return (await loadGroups(tx, [draftId])).find((g) => g.id === groupId)!;
}

export function addGroup(o: Base & { form: GroupForm }): Promise<EarlyRateGroup> {
  return changeDraft({ ...o, action: 'add_group', payload: o.form }, async (tx, draftId) => {
    await checkName(tx, draftId, o.form.name);
    const [row] = await tx
      .insert(earlyRateGroups)
      .values({ request_id: draftId, ent_id: o.buyId, ...o.form, name_key: nameKey(o.form.name) })
      .returning({ id: earlyRateGroups.id });
    return groupOf(tx, draftId, row!.id);
  });
}

export function updateGroup(o: Base & { groupId: number; form: GroupForm }): Promise<EarlyRateGroup> {
  return changeDraft(
    { ...o, action: 'update_group', payload: { group_id: o.groupId, ...o.form } },
    async (tx, draftId, draftGroup) => {
      const id = await draftGroup(o.groupId);
      await checkName(tx, draftId, o.form.name, id);
      await tx
        .update(earlyRateGroups)
        .set({ ...o.form, name_key: nameKey(o.form.name) })
        .where(eq(earlyRateGroups.id, id));
      return groupOf(tx, draftId, id);
    },
  );
}

export function deleteGroup(o: Base & { groupId: number }): Promise<{ id: number }> {
  return changeDraft(
    { ...o, action: 'delete_group', payload: { group_id: o.groupId } },
    async (tx, _draftId, draftGroup) => {
      const id = await draftGroup(o.groupId);
      // Its suppliers go with it (cascade): they are in no group of the draft any more.
      await tx.delete(earlyRateGroups).where(eq(earlyRateGroups.id, id));
      return { id };
    },
  );
}
