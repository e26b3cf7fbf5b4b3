import { ERRORS } from '@arflow/domain/errors';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../http/app-error.ts';

/** How many of the list's most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

/**
 * The most common passwords, most common first, from zxcvbn-ts's list (leaked-password
 * frequency, lower case). Shipped with the package: no lookup leaves the server.
 */
const COMMON = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};
const unleet = (s: string) => s.replace(/[@40135$7]/g, (c) => LEET[c] ?? c);
/** A trailing run of digits and symbols, the usual way of fitting a word to a composition rule. */
const DECORATION = /[^\p{L}]+$/u;

/**
 * Whether a password is one of the most common ones. The spec's rule (a letter, a digit and a
 * symbol) already refuses nearly all of the list as written, so the check also sees through the
 * ways people satisfy such rules: case ('Password'), look-alike symbols ('P@ssw0rd') and a
 * number or symbol added at the end ('Qwerty@123', 'Dragon#2024').
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const stripped = lower.replace(DECORATION, '');
  const candidates = [lower, unleet(lower)];
  // A stripped word this short ('ab') would refuse too much; the full text is checked anyway.
  if (stripped.length >= 4) candidates.push(stripped, unleet(stripped));
  return candidates.some((c) => COMMON.has(c));
}

/**
 * The rules beyond the spec's composition rule for a password a user chooses: not the current
 * one, not a common one. Answers 422 on `field`.
 */
export function checkNewPassword(opts: { password: string; current?: string; field: string }): void {
  if (opts.current !== undefined && opts.password === opts.current) {
    throw new AppError('PASSWORD_SAME_AS_CURRENT', {
      fields: { [opts.field]: [ERRORS.PASSWORD_SAME_AS_CURRENT.text] },
    });
  }
  if (isCommonPassword(opts.password)) {
    throw new AppError('PASSWORD_TOO_COMMON', {
      fields: { [opts.field]: [ERRORS.PASSWORD_TOO_COMMON.text] },
    });
  }
}
