import type { MemberAddForm, MemberItem, MemberUpdateForm } from '@arflow/domain/api/users';
import { USER_WORKFLOW } from '@arflow/domain/workflows/user';
import { and, eq } from 'drizzle-orm';
import { notifyUserChanged, type UserStateCache } from '../../platform/auth/user-state.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { users } from '../users/users.tables.ts';
import { issueInvitation } from './invitation.ts';
import { isFunderAdmin, loadMember, memberWriteScope } from './member.query.ts';
import { checkRole, freeUsername, refuseTakenEmail, resolveTeam } from './member-rules.ts';

/** Stored instead of a hash until the invitation is accepted; argon2 refuses it, so no sign-in passes. */
export const NO_PASSWORD = '!invited';

function uniqueError(err: unknown): AppError | undefined {
  if (isUniqueViolation(err, 'users_email_uq')) return fieldError('email', 'EMAIL_DUPLICATED');
  if (isUniqueViolation(err, 'users_username_uq')) return new AppError('USERNAME_DUPLICATED');
  return undefined;
}

/**
 * Add a member (spec §7 /user/funder/add, /user/supplier/add): to the caller's own company unless
 * funder staff name another (a company user naming another company finds nothing: 404). The
 * member starts INVITED, without a usable password, and the invitation e-mail is queued in the
 * same transaction; accepting it activates the account.
 */
export async function addMember(
  opts: Command<{ form: MemberAddForm; publicUrl: string }>,
): Promise<MemberItem> {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  const entId = form.ent_id ?? actor.enterprise_id;
  if (actor.enterprise_code !== 'FUNDER' && entId !== actor.enterprise_id) throw new AppError('NOT_FOUND');
  try {
    const id = await db.transaction(async (tx) => {
      const [company] = await tx
        .select({ type: enterprises.type, name: enterprises.name })
        .from(enterprises)
        .where(eq(enterprises.id, entId));
      if (!company) throw new AppError('NOT_FOUND');
      // Funder staff other than the admins add members to client companies only: they name one.
      if (company.type === 'FUNDER' && actor.enterprise_code === 'FUNDER' && !isFunderAdmin(actor))
        throw new AppError('VALIDATION', {
          fields: { ent_id: [form.ent_id === undefined ? 'required' : 'invalid'] },
        });
      checkRole({ role: form.role_id, type: company.type });
      const team = await resolveTeam(tx, {
        entId,
        role: form.role_id,
        dep_id: form.dep_id,
        group_id: form.group_id,
      });
      await refuseTakenEmail(tx, form.email);
      const row = await insertWithTransition(tx, ctx, {
        table: users,
        workflow: USER_WORKFLOW,
        action: 'create',
        values: {
          username: await freeUsername(tx, form.email),
          email: form.email,
          // Not a password hash: nothing verifies against it; the invitee sets a password on accepting.
          passwordHash: NO_PASSWORD,
          fullName: form.full_name,
          position: form.position,
          roleId: form.role_id,
          enterpriseId: entId,
          allowSign: form.allow_sign,
          active: false,
          telNum: form.tel_num,
          cell_phone: form.cell_phone,
          fax_num: form.fax_num,
          ...team,
        },
        payload: form,
      });
      await issueInvitation(tx, ctx, {
        userId: row.id,
        email: form.email,
        fullName: form.full_name,
        companyName: company.name,
        publicUrl: opts.publicUrl,
        funder: company.type === 'FUNDER',
      });
      return row.id;
    });
    return (await loadMember(db, actor, id))!;
  } catch (err) {
    throw uniqueError(err) ?? err;
  }
}

/**
 * Edit a member within the caller's scope (spec §7 /user/funder/update, /user/supplier/update):
 * every §3 field but the company and the status (the toggle's). Only the MASTER edits the MASTER.
 * The user's cached role is dropped on every instance.
 */
export async function updateMember(
  opts: Command<{ userStates: UserStateCache; form: MemberUpdateForm }>,
): Promise<MemberItem> {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  const id = form.user_id;
  try {
    await db.transaction(async (tx) => {
      const [target] = await tx
        .select({ ent_id: users.enterpriseId, role: users.roleId, type: enterprises.type })
        .from(users)
        .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
        .where(and(eq(users.id, id), memberWriteScope(actor)));
      if (!target) throw new AppError('NOT_FOUND');
      if (form.ent_id !== undefined && form.ent_id !== target.ent_id)
        throw new AppError('VALIDATION', { fields: { ent_id: ['invalid'] } });
      if (target.role === 'MASTER' && actor.role_id !== 'MASTER') throw new AppError('FORBIDDEN');
      checkRole({ role: form.role_id, type: target.type, currentRole: target.role });
      const team = await resolveTeam(tx, {
        entId: target.ent_id,
        role: form.role_id,
        dep_id: form.dep_id,
        group_id: form.group_id,
      });
      await refuseTakenEmail(tx, form.email, id);
      await applyTransition(tx, ctx, {
        table: users,
        workflow: USER_WORKFLOW,
        action: 'update',
        id,
        scope: memberWriteScope(actor),
        set: {
          fullName: form.full_name,
          position: form.position,
          email: form.email,
          telNum: form.tel_num,
          cell_phone: form.cell_phone,
          fax_num: form.fax_num,
          roleId: form.role_id,
          allowSign: form.allow_sign,
          ...team,
        },
        payload: form,
      });
      await notifyUserChanged(tx, id);
    });
  } catch (err) {
    throw uniqueError(err) ?? err;
  }
  opts.userStates.invalidate(id);
  return (await loadMember(db, actor, id))!;
}
