import { allows } from '@arflow/domain/permissions';
import { FUNDER_CA } from '@arflow/domain/workflows/actors';
import { and, eq } from 'drizzle-orm';
import { upsertAudited } from '../../platform/audit/upsert-audited.ts';
import type { Db } from '../../platform/db/client.ts';
import { fieldError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { users } from '../users/users.tables.ts';
import { buyerCreditAssignments } from './credit-buyer.tables.ts';
import { loadCreditBuyer } from './credit-setup.query.ts';

/** POST /credit-buyer/assign: put an active credit appraisal user of the funder in charge of a buyer. */
export async function assignOfficer(opts: { db: Db; ctx: RequestContext; buyerId: number; userId: number }) {
  const { db, ctx, buyerId, userId } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    await loadCreditBuyer(tx, actor, buyerId);
    const [user] = await tx
      .select({ id: users.id, full_name: users.fullName, role_id: users.roleId, type: enterprises.type })
      .from(users)
      .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
      .where(and(eq(users.id, userId), eq(users.active, true)));
    if (!user || !allows([FUNDER_CA], { enterprise_code: user.type, role_id: user.role_id } as never)) {
      throw fieldError('user_id', 'USER_INVALID');
    }
    const change = { user_id: userId, updated_by: actor.id, updated_at: ctx.clock.now() };
    await upsertAudited(tx, ctx, {
      table: buyerCreditAssignments,
      key: buyerCreditAssignments.ent_id,
      row: { ent_id: buyerId, ...change },
      change,
      audit: {
        action: 'buyer_credit.assign',
        entity: 'enterprise',
        entityId: buyerId,
        payload: { user_id: userId },
      },
    });
    return { data: { buyer_id: buyerId, user_id: userId, full_name: user.full_name } };
  });
}
