import type { JoinCheck } from '@arflow/domain/api/auth';
import type { Db } from '../../platform/db/client.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { findInvitation } from './find-invitation.ts';

/** GET /auth/check-join/{token}: the register screen shows whom the invitation is for. */
export async function checkJoin(opts: { db: Db; ctx: RequestContext; token: string }): Promise<JoinCheck> {
  const inv = await findInvitation(opts.db, opts.token, opts.ctx.clock.now());
  return {
    email: inv.email,
    full_name: inv.fullName,
    company_name: inv.companyName,
    username: inv.username,
    expires_at: inv.expiresAt.toISOString(),
  };
}
