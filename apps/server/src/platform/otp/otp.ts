import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { users } from '../../modules/users/users.tables.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { type RequestContext, requireActor } from '../http/context.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { renderMail } from '../mail/templates.ts';
import { otpCodes } from './otp.tables.ts';

/** Spec-free choices (docs/decisions.md "Signing OTP"): 6 digits, 10 minutes, 5 tries. */
export const OTP_DIGITS = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

export interface OtpTarget {
  userId: number;
  /** What the code confirms, e.g. 'transaction.sign'. */
  purpose: string;
  /** The one document it is bound to, e.g. 'transaction:12'. */
  subject: string;
}

const hash = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();

/** The codes of a target not yet spent: issuing ends them, checking reads the newest. */
const liveCodes = (o: OtpTarget) =>
  and(
    eq(otpCodes.user_id, o.userId),
    eq(otpCodes.purpose, o.purpose),
    eq(otpCodes.subject, o.subject),
    isNull(otpCodes.used_at),
  );

/**
 * Issue a code in the caller's transaction: earlier live codes for the same target end, the new
 * code's salted hash is stored, and the e-mail with the code is queued (mail_outbox), so it
 * leaves only if the transaction commits. Answers when the code expires.
 */
export async function issueOtp(
  tx: DbOrTx,
  o: OtpTarget & { email: string; fullName: string; what: { vi: string; en: string }; now: Date },
): Promise<{ expires_at: string }> {
  await tx.update(otpCodes).set({ used_at: o.now }).where(liveCodes(o));
  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  const salt = randomBytes(16).toString('hex');
  const expires = new Date(o.now.getTime() + OTP_TTL_MINUTES * 60_000);
  await tx.insert(otpCodes).values({
    user_id: o.userId,
    purpose: o.purpose,
    subject: o.subject,
    salt,
    code_hash: hash(salt, code).toString('hex'),
    expires_at: expires,
    created_at: o.now,
  });
  const mail = renderMail('otp', { fullName: o.fullName, code, what: o.what, minutes: OTP_TTL_MINUTES });
  await enqueueMail(
    tx,
    {
      kind: 'otp',
      to: o.email,
      ...mail,
      meta: { user_id: o.userId, purpose: o.purpose, subject: o.subject },
    },
    o.now,
  );
  return { expires_at: expires.toISOString() };
}

/**
 * issueOtp to the acting user, now: the code goes to the e-mail and name their account has. What
 * it confirms (`purpose`) and the document it is bound to (`subject`) as for issueOtp.
 */
export async function issueOtpToActor(
  tx: DbOrTx,
  ctx: RequestContext,
  o: Omit<OtpTarget, 'userId'> & { what: { vi: string; en: string } },
): Promise<{ expires_at: string }> {
  const userId = requireActor(ctx).id;
  const [user] = await tx
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND');
  return issueOtp(tx, { ...o, ...user, userId, now: ctx.clock.now() });
}

/**
 * Check a code and spend it, in a transaction of its own so that a wrong try is counted even
 * when the caller's action then fails. Refuses with OTP_INVALID (wrong, used or none issued),
 * OTP_EXPIRED or OTP_LOCKED (too many wrong tries: a new code must be asked for).
 */
export async function verifyOtp(db: Db, o: OtpTarget & { code: string; now: Date }): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(otpCodes)
      .where(liveCodes(o))
      .orderBy(desc(otpCodes.id))
      .limit(1)
      .for('update');
    if (!row) return 'OTP_INVALID' as const;
    if (row.expires_at.getTime() <= o.now.getTime()) return 'OTP_EXPIRED' as const;
    if (row.attempts >= OTP_MAX_ATTEMPTS) return 'OTP_LOCKED' as const;
    const given = /^\d+$/.test(o.code) && o.code.length === OTP_DIGITS ? o.code : '';
    const ok = given !== '' && timingSafeEqual(hash(row.salt, given), Buffer.from(row.code_hash, 'hex'));
    if (!ok) {
      await tx
        .update(otpCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(otpCodes.id, row.id));
      return row.attempts + 1 >= OTP_MAX_ATTEMPTS ? ('OTP_LOCKED' as const) : ('OTP_INVALID' as const);
    }
    await tx.update(otpCodes).set({ used_at: o.now }).where(eq(otpCodes.id, row.id));
    return 'OK' as const;
  });
  if (outcome !== 'OK') throw new AppError(outcome);
}
