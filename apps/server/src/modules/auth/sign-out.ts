import { and, eq, lt, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import { revokedTokens } from '../../platform/auth/revoked-tokens.tables.ts';
import type { Claims } from '../../platform/auth/tokens.ts';
import { notifyUserChanged, type UserStateCache } from '../../platform/auth/user-state.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { users } from '../users/users.tables.ts';

/**
 * Sign out: this token stops working at once, on every instance (the revoked id is read with
 * the user's state, whose cache every instance drops on the user-state NOTIFY). The user's other
 * sessions go on (docs/decisions.md). A token from before token ids had none: the token version
 * is bumped instead, which ends every session of the user.
 */
export async function signOut(opts: Command<{ userStates: UserStateCache; token: Claims }>): Promise<void> {
  const { db, ctx, token } = opts;
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    if (token.jti === undefined) {
      await tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, actor.id));
    } else {
      await tx
        .delete(revokedTokens)
        .where(and(eq(revokedTokens.userId, actor.id), lt(revokedTokens.expiresAt, sql`now()`)));
      await tx
        .insert(revokedTokens)
        .values({ jti: token.jti, userId: actor.id, expiresAt: new Date(token.exp * 1000) })
        .onConflictDoNothing();
    }
    await notifyUserChanged(tx, actor.id);
    await writeAudit(tx, ctx, { action: 'auth.logout', entity: 'user', entityId: actor.id });
  });
  opts.userStates.invalidate(actor.id);
}
