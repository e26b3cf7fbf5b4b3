import { z } from 'zod';
import { ENTERPRISE_CODES, PARTNER_KINDS } from '../enterprises.ts';
import { ROLES } from '../roles.ts';
import { email, msg, optionalText, password, phone, requiredText, username } from '../validation.ts';

export const loginRequest = z.strictObject({
  /** Username or e-mail. */
  username: requiredText(255),
  password: z
    .string({ error: msg('required') })
    .min(1, { error: msg('required') })
    .max(128),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const sessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  full_name: z.string(),
  position: z.string().nullable(),
  tel_num: z.string().nullable(),
  role_id: z.enum(ROLES),
  enterprise_code: z.enum(ENTERPRISE_CODES),
  ent_id: z.number().int(),
  enterprise_name: z.string(),
  partner_kind: z.enum(PARTNER_KINDS).nullable(),
  allow_sign: z.boolean(),
  /** A one-time password was given (first MASTER): every other call is refused until it is changed. */
  must_change_password: z.boolean(),
});

export const loginResponse = z.object({ token: z.string(), expires_at: z.string(), user: sessionUser });
export type LoginResponse = z.infer<typeof loginResponse>;

export const userResponse = z.object({ user: sessionUser });

export const changePasswordRequest = z
  .strictObject({
    old_password: z
      .string({ error: msg('required') })
      .min(1, { error: msg('required') })
      .max(128),
    new_password: password(),
    confirm_password: z.string({ error: msg('required') }).min(1, { error: msg('required') }),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    error: msg('password_confirm'),
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const updateYourselfRequest = z.strictObject({
  full_name: requiredText(120),
  position: optionalText(120),
  email: email(),
  tel_num: phone()
    .nullish()
    .or(z.literal('').transform(() => null)),
});
export type UpdateYourselfRequest = z.infer<typeof updateYourselfRequest>;

export const usernameParam = z.strictObject({ name: username() });
export const usernameCheckResponse = z.object({ name: z.string(), available: z.boolean() });

export const okResponse = z.object({ status: z.number().int(), messages: z.array(z.string()) });

/**
 * An invitation token as the link carries it (32 random bytes, base64url). Anything else is
 * refused by the schema, so a malformed token costs no database lookup.
 */
export const joinToken = () =>
  z.string({ error: msg('required') }).regex(/^[A-Za-z0-9_-]{16,128}$/, { error: msg('invalid') });
export const joinTokenParam = z.strictObject({ token: joinToken() });

/**
 * GET /auth/check-join/{token}: what the invitation itself names (the invited person, their
 * company and the username they were given), nothing about any other account.
 */
export const joinCheckResponse = z.object({
  data: z.object({
    email: z.string(),
    full_name: z.string(),
    company_name: z.string(),
    username: z.string(),
    expires_at: z.string(),
  }),
});
export type JoinCheck = z.infer<typeof joinCheckResponse>['data'];

/** POST /user/register: the invitee chooses a username and a password (spec §5 rules). */
export const registerRequest = z
  .strictObject({
    token: joinToken(),
    username: username(),
    password: password(),
    confirm_password: z.string({ error: msg('required') }).min(1, { error: msg('required') }),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    error: msg('password_confirm'),
  });
export type RegisterRequest = z.infer<typeof registerRequest>;
