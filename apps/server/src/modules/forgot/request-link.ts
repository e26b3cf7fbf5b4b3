import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ForgotLinkRequest, RESET_LINK_TTL_MINUTES } from '@arflow/domain/api/forgot';
import { and, eq, sql } from 'drizzle-orm';
import type { Command } from '../../platform/http/context.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import type { RateLimiter } from '../../platform/rate-limit/limiter.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { users } from '../users/users.tables.ts';
import { passwordResets } from './forgot.tables.ts';
import { hashResetToken, passwordMark } from './reset-link.ts';

/**
 * Every answer takes at least this long, whether a link was issued or not: the work done for a
 * known address (a transaction, a row, a queued mail) stays well under it, so the time of the
 * answer does not tell which addresses have an account.
 */
export const FORGOT_ANSWER_FLOOR_MS = 300;

/**
 * POST /auth/forgot/get-link {email}: when an active account of an active company has the address,
 * issue a reset link bound to its current password and queue the e-mail; otherwise do nothing.
 * The caller answers the same in both cases. The per-account limit counts the address asked for,
 * known or not, so a 429 does not tell either. Earlier links stay valid until they expire or the
 * password changes: someone asking links for another's address cannot void the owner's link.
 */
export async function requestResetLink(
  opts: Command<{ accountLimit: RateLimiter; form: ForgotLinkRequest; publicUrl: string }>,
): Promise<void> {
  const started = performance.now();
  const { db, ctx, form } = opts;
  const address = form.email.toLowerCase();
  await opts.accountLimit.take(address);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .innerJoin(enterprises, and(eq(enterprises.id, users.enterpriseId), eq(enterprises.active, true)))
      .where(and(sql`lower(${users.email}) = ${address}`, eq(users.active, true)));
    if (!user) return;
    const now = ctx.clock.now();
    const token = randomBytes(32).toString('base64url');
    await tx.insert(passwordResets).values({
      user_id: user.id,
      token_hash: hashResetToken(token),
      password_mark: passwordMark(user.passwordHash),
      expires_at: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
      created_at: now,
    });
    const link = `${opts.publicUrl}/forgot-password/${token}`;
    await enqueueMail(
      tx,
      {
        kind: 'auth.forgot',
        to: user.email,
        subject: 'Đặt lại mật khẩu ARFlow / Reset your ARFlow password',
        body: [
          `Xin chào ${user.fullName},`,
          `Có yêu cầu đặt lại mật khẩu cho tài khoản ARFlow của bạn. Mở liên kết sau để đặt mật khẩu mới (hiệu lực ${RESET_LINK_TTL_MINUTES} phút, dùng một lần):`,
          link,
          'Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn không thay đổi.',
          '',
          `Hello ${user.fullName},`,
          `Someone asked to reset the password of your ARFlow account. Open this link to set a new password (valid for ${RESET_LINK_TTL_MINUTES} minutes, once):`,
          link,
          'If you did not ask for it, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
        meta: { user_id: user.id },
      },
      now,
    );
  });
  const left = FORGOT_ANSWER_FLOOR_MS - (performance.now() - started);
  if (left > 0) await sleep(left);
}
