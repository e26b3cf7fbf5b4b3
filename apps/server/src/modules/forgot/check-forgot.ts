import { type ForgotCheck, maskEmail, maskName } from '@arflow/domain/api/forgot';
import type { Command } from '../../platform/http/context.ts';
import { findReset } from './reset-link.ts';

/** GET /auth/check-forgot/{token}: the reset screen shows, masked, whose account the link is for. */
export async function checkForgot(opts: Command<{ token: string }>): Promise<ForgotCheck> {
  const reset = await findReset(opts.db, opts.token, opts.ctx.clock.now());
  return {
    username: maskName(reset.username),
    email: maskEmail(reset.email),
    expires_at: reset.expiresAt.toISOString(),
  };
}
