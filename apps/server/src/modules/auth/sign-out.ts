import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import { notifyUserChanged, type UserStateCache } from '../../platform/auth/user-state.ts';
import type { Db } from '../../platform/db/client.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { users } from '../users/users.tables.ts';

/**
 * Sign out: the token stops working at once, on every instance. Tokens carry the user's token
 * version, so bumping it revokes this token and the user's other sessions with it (the spec's
 * "logged out when logged in elsewhere"; docs/decisions.md), without a per-request lookup of
 * revoked token ids.
 */
export async function signOut(opts: {
  db: Db;
  ctx: RequestContext;
  userStates: UserStateCache;
}): Promise<void> {
  const { db, ctx } = opts;
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, actor.id));
    await notifyUserChanged(tx, actor.id);
    await writeAudit(tx, ctx, { action: 'auth.logout', entity: 'user', entityId: actor.id });
  });
  opts.userStates.invalidate(actor.id);
}
