import type { InviteForm } from '@arflow/domain/api/users';
import { USER_WORKFLOW } from '@arflow/domain/workflows/user';
import { and, eq, sql } from 'drizzle-orm';
import { writeHistory } from '../../platform/audit/audit.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { users } from '../users/users.tables.ts';
import { issueInvitation } from './invitation.ts';
import { memberWriteScope } from './member.query.ts';

/**
 * POST /auth/join/get-link {email}: send a new invitation link to an invited member of the
 * caller's scope (the earlier link stops working). A member who already joined, or someone
 * else's member, is refused; the portal shows the answer in its 'Success!'/'Error!' dialog.
 */
export async function inviteMember(opts: Command<{ form: InviteForm; publicUrl: string }>): Promise<void> {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        company: enterprises.name,
        type: enterprises.type,
      })
      .from(users)
      .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
      .where(and(sql`lower(${users.email}) = lower(${form.email})`, memberWriteScope(actor)));
    if (!member) throw new AppError('USER_NOT_FOUND');
    await applyTransition(tx, ctx, {
      table: users,
      workflow: USER_WORKFLOW,
      action: 'invite',
      id: member.id,
      scope: memberWriteScope(actor),
      payload: form,
    });
    await writeHistory(tx, ctx, { entity: 'user', entityId: member.id, action: 'INVITE' });
    await issueInvitation(tx, ctx, {
      userId: member.id,
      email: member.email,
      fullName: member.fullName,
      companyName: member.company,
      publicUrl: opts.publicUrl,
      funder: member.type === 'FUNDER',
    });
  });
}
