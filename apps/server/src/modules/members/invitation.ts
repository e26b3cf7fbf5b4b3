import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_TTL_HOURS } from '@arflow/domain/members';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { userInvitations } from '../users/users.tables.ts';

export const hashInvitation = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issue a member's invitation in the caller's transaction: end any earlier link, keep only the
 * new token's hash, and queue the e-mail (mail_outbox) with the join link. The mail leaves only if
 * the transaction commits; the sender runs later.
 */
export async function issueInvitation(
  tx: Tx,
  ctx: RequestContext,
  o: {
    userId: number;
    email: string;
    fullName: string;
    companyName: string;
    publicUrl: string;
    /** Funder staff register at /fun/register/{token}, the spec's funder registration route. */
    funder: boolean;
  },
): Promise<void> {
  const now = ctx.clock.now();
  await tx
    .update(userInvitations)
    .set({ used_at: now })
    .where(and(eq(userInvitations.user_id, o.userId), isNull(userInvitations.used_at)));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(userInvitations).values({
    user_id: o.userId,
    token_hash: hashInvitation(token),
    expires_at: new Date(now.getTime() + INVITATION_TTL_HOURS * 3600_000),
    created_by: ctx.actor?.id ?? null,
    created_at: now,
  });
  const link = `${o.publicUrl}${o.funder ? '/fun' : ''}/register/${token}`;
  await enqueueMail(
    tx,
    {
      kind: 'member.invite',
      to: o.email,
      subject: `Lời mời tham gia ARFlow / Invitation to ARFlow — ${o.companyName}`,
      body: [
        `Xin chào ${o.fullName},`,
        `Bạn được mời tham gia ARFlow cùng ${o.companyName}. Mở liên kết sau để tạo tài khoản (hiệu lực ${INVITATION_TTL_HOURS} giờ):`,
        link,
        '',
        `Hello ${o.fullName},`,
        `You are invited to join ARFlow with ${o.companyName}. Open this link to create your account (valid for ${INVITATION_TTL_HOURS} hours):`,
        link,
      ].join('\n'),
      meta: { user_id: o.userId },
    },
    now,
  );
}
