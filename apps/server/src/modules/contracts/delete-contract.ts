import { allows } from '@arflow/domain/permissions';
import { CONTRACT_RULES } from '@arflow/domain/workflows/contract';
import { eq } from 'drizzle-orm';
import { writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { contractRow } from './contract.query.ts';
import { contracts } from './contracts.tables.ts';

/** Statuses in which nothing was generated or signed yet: a withdrawal loses no work. */
const REQUESTERS = CONTRACT_RULES.find((r) => r.action === 'request')!.by;
const WITHDRAWABLE = new Set<number>([0, 2]);

/**
 * DELETE /partner/contract/{id} (spec §7): withdraw a contract request before anything was
 * generated or signed (waiting for creation, or rejected). Not a status of the lifecycle: the row
 * is hidden (deleted_at), its timeline and audit keep the withdrawal.
 */
export async function deleteContract(o: { db: Db; ctx: RequestContext; id: number }): Promise<void> {
  const actor = requireActor(o.ctx);
  await o.db.transaction(async (tx) => {
    const row = await contractRow(tx, actor, o.id, true);
    // Who may withdraw a request is who may make one.
    if (!allows(REQUESTERS, actor)) throw new AppError('FORBIDDEN');
    if (!WITHDRAWABLE.has(row.status)) throw new AppError('CONTRACT_NOT_DELETABLE');
    await tx.update(contracts).set({ deleted_at: o.ctx.clock.now() }).where(eq(contracts.id, o.id));
    await writeHistory(tx, o.ctx, {
      entity: 'contract',
      entityId: o.id,
      action: 'DELETE',
      from: String(row.status),
      to: null,
    });
    await writeAudit(tx, o.ctx, { action: 'contract.delete', entity: 'contract', entityId: o.id });
  });
}
