import { SUPPLIER_CREDIT_WORKFLOW } from '@arflow/domain/workflows/supplier-credit';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { supplierCredits } from './credit-supplier.tables.ts';
import { supplierInScope } from './supplier-ref.ts';

/**
 * Blacklist a supplier with every buyer (POST /credit-supplier/black-list/all): each live credit
 * (in assessment, offered or in force) goes to BLACKLISTED with the reason, in one transaction,
 * and the supplier can no longer apply. A supplier without a live credit has nothing to
 * blacklist: refused, so the call never silently does nothing.
 */
export async function blacklistSupplier(
  opts: Command<{ supId: number; reason: string }>,
): Promise<{ blacklisted: number }> {
  const { db, ctx, reason } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    const supId = await supplierInScope(tx, actor, opts.supId);
    const live = await tx
      .select({ id: supplierCredits.id })
      .from(supplierCredits)
      .where(
        and(
          eq(supplierCredits.ent_id, supId),
          inArray(supplierCredits.status, ['ASSESSING', 'ADD_DOC', 'OFFERED', 'APPROVED']),
        ),
      )
      .orderBy(asc(supplierCredits.id));
    if (live.length === 0) throw new AppError('TRANSITION_NOT_ALLOWED');
    for (const { id } of live)
      await applyTransition(tx, ctx, {
        table: supplierCredits,
        workflow: SUPPLIER_CREDIT_WORKFLOW,
        action: 'blacklist',
        id,
        set: { reason },
        input: { reason },
        payload: { sup_id: supId, reason },
      });
    return { blacklisted: live.length };
  });
}
