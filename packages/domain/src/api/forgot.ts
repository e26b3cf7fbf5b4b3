import { z } from 'zod';
import { email, msg, password } from '../validation.ts';
import { joinToken } from './auth.ts';

/** How long a password-reset link opens the form: long enough to read a mail, short for a stolen one. */
export const RESET_LINK_TTL_MINUTES = 30;

/** POST /auth/forgot/get-link: the address the link is sent to, if an active account has it. */
export const forgotLinkRequest = z.strictObject({ email: email() });
export type ForgotLinkRequest = z.infer<typeof forgotLinkRequest>;

/** A reset token as the link carries it: the same shape as an invitation's (32 random bytes). */
export const resetTokenParam = z.strictObject({ token: joinToken() });

/**
 * GET /auth/check-forgot/{token}: enough of the account to reassure its owner that the link is
 * theirs (masked: a link forwarded by mistake shows no one's full address).
 */
export const forgotCheckResponse = z.object({
  data: z.object({ username: z.string(), email: z.string(), expires_at: z.string() }),
});
export type ForgotCheck = z.infer<typeof forgotCheckResponse>['data'];

/** POST /auth/forgot/reset-pass: the new password under the spec's §5 rules, confirmed if sent. */
export const resetPasswordRequest = z
  .strictObject({
    token: joinToken(),
    password: password(),
    confirm_password: z
      .string({ error: msg('required') })
      .min(1, { error: msg('required') })
      .optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.password === v.confirm_password, {
    path: ['confirm_password'],
    error: msg('password_confirm'),
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/**
 * Hide most of a name, keeping its first and last characters: 'buyer1' → 'b****1', 'ab' → 'a*',
 * 'a' → '*'. The owner recognises it; a stranger learns little.
 */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/**
 * An e-mail address masked part by part, the domain's last label kept:
 * 'hoa.dinh@minhphat.vn' → 'h******h@m******t.vn', 'an@x.com' → 'a*@*.com'.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return maskName(address);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot < 0 ? domain : domain.slice(0, dot);
  const tld = dot < 0 ? '' : domain.slice(dot);
  return `${maskName(address.slice(0, at))}@${maskName(host)}${tld}`;
}
