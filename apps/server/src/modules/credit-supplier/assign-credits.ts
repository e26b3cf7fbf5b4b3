import { and, eq, inArray } from 'drizzle-orm';
import { writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { users } from '../users/users.tables.ts';
import { supplierCredits } from './credit-supplier.tables.ts';

const APPRAISAL_ROLES = ['CREDIT_OFFICER', 'CA_SENIOR', 'CA_MANAGER'] as const;

/**
 * Give credit files to one appraisal officer of the funder (POST /credit-supplier/assign). The
 * assignee is an active CA user of the caller's own funder; every id must exist (else 404). Not
 * a status change: each credit's timeline records the new assignee.
 */
export async function assignCredits(
  opts: Command<{ ids: number[]; userId: number }>,
): Promise<{ assigned: number }> {
  const { db, ctx, userId } = opts;
  const actor = requireActor(ctx);
  const ids = [...new Set(opts.ids)];
  return db.transaction(async (tx) => {
    const [assignee] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.enterpriseId, actor.enterprise_id),
          eq(users.active, true),
          inArray(users.roleId, [...APPRAISAL_ROLES]),
        ),
      );
    if (!assignee) throw new AppError('CREDIT_ASSIGNEE_INVALID', { fields: { user_id: ['invalid'] } });
    const before = await tx
      .select({ id: supplierCredits.id, assignee_id: supplierCredits.assignee_id })
      .from(supplierCredits)
      .where(inArray(supplierCredits.id, ids))
      .for('update');
    if (before.length !== ids.length) throw new AppError('NOT_FOUND');
    await tx
      .update(supplierCredits)
      .set({ assignee_id: userId, updated_at: ctx.clock.now(), updated_by: actor.id })
      .where(inArray(supplierCredits.id, ids));
    for (const row of before.filter((r) => r.assignee_id !== userId)) {
      await writeHistory(tx, ctx, {
        entity: 'supplier_credit',
        entityId: row.id,
        action: 'ASSIGN',
        from: null,
        to: null,
        reason: null,
        changes: { assignee_id: { from: row.assignee_id, to: userId } },
      });
    }
    await writeAudit(tx, ctx, {
      action: 'supplier_credit.assign',
      entity: 'supplier_credit',
      entityId: ids[0]!,
      payload: { ids, user_id: userId },
    });
    return { assigned: ids.length };
  });
}
