import type { UpdateYourselfRequest } from '@arflow/domain/api/auth';
import type { SessionUser } from '@arflow/domain/session';
import { and, eq, ne, sql } from 'drizzle-orm';
import { diff, writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { fieldError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { getSessionUser } from './session-user.ts';
import { users } from './users.tables.ts';

const emailTaken = () => fieldError('email', 'EMAIL_DUPLICATED');

/** Edit one's own profile (name, position, e-mail, phone). */
export async function updateYourself(opts: Command<{ form: UpdateYourselfRequest }>): Promise<SessionUser> {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  try {
    await db.transaction(async (tx) => {
      const taken = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${form.email})`, ne(users.id, actor.id)));
      if (taken.length > 0) throw emailTaken();
      const [before] = await tx
        .select({
          full_name: users.fullName,
          position: users.position,
          email: users.email,
          tel_num: users.telNum,
        })
        .from(users)
        .where(eq(users.id, actor.id))
        .for('update');
      await tx
        .update(users)
        .set({
          fullName: form.full_name,
          position: form.position,
          email: form.email,
          telNum: form.tel_num ?? null,
          updated_at: ctx.clock.now(),
        })
        .where(eq(users.id, actor.id));
      const changes = before ? diff(before, { ...form, tel_num: form.tel_num ?? null }) : {};
      if (Object.keys(changes).length > 0) {
        await writeHistory(tx, ctx, { entity: 'user', entityId: actor.id, action: 'UPDATE', changes });
      }
      await writeAudit(tx, ctx, {
        action: 'user.update-yourself',
        entity: 'user',
        entityId: actor.id,
        payload: form,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_uq')) throw emailTaken();
    throw err;
  }
  return getSessionUser({ db, id: actor.id });
}
