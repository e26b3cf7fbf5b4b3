import type { SupplierEligibilityItem } from '@arflow/domain/api/eligibility';
import { writeAudit } from '../../platform/audit/audit.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { requireBuyer, requireSupplier } from './eligibility.query.ts';
import { buyerSuppliers } from './eligibility.tables.ts';
import { handleEligible } from './handle-eligible.ts';

type EntryChange =
  | { kind: 'select'; trading_frequency: number | null; trading_volume: number | null }
  | { kind: 'unselect' }
  | { kind: 'blacklist'; blacklisted: boolean; reason: string | null };

/**
 * Change a supplier's entry on a buyer's list (created on first use): the buyer picks or drops
 * it, the funder blacklists or clears it. One upsert, so two concurrent picks make one entry.
 */
export async function setSupplierEntry(
  o: Command<{ buyId: number; supId: number; change: EntryChange }>,
): Promise<SupplierEligibilityItem> {
  const actor = requireActor(o.ctx);
  await requireBuyer(o.db, actor, o.buyId);
  await requireSupplier(o.db, o.supId);
  const now = o.ctx.clock.now();
  const c = o.change;
  const set =
    c.kind === 'select'
      ? { selected: true, trading_frequency: c.trading_frequency, trading_volume: c.trading_volume }
      : c.kind === 'unselect'
        ? { selected: false }
        : { blacklisted: c.blacklisted, blacklist_reason: c.blacklisted ? c.reason : null };
  await o.db.transaction(async (tx) => {
    await tx
      .insert(buyerSuppliers)
      .values({
        ent_id: o.buyId,
        sup_id: o.supId,
        ...set,
        updated_by: actor.id,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoUpdate({
        target: [buyerSuppliers.ent_id, buyerSuppliers.sup_id],
        set: { ...set, updated_by: actor.id, updated_at: now },
      });
    await writeAudit(tx, o.ctx, {
      action: `buyer_supplier.${c.kind}`,
      entity: 'buyer_supplier',
      entityId: `${o.buyId}:${o.supId}`,
      payload: c,
    });
  });
  return handleEligible({ db: o.db, actor, today: o.ctx.clock.today(), buyId: o.buyId, supId: o.supId });
}
