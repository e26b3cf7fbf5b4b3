import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { checkNewPassword, isCommonPassword } from './password-policy.ts';

describe('common passwords', () => {
  it('refuses the list’s passwords and the usual ways of dressing them up for the rules', () => {
    for (const p of [
      'p@ssw0rd', // on the list as it is
      'P@SSW0RD', // any case
      'Password@123', // a listed word with digits and a symbol added
      'Qwerty@2024',
      'Dragon#1',
      'Iloveyou!99',
      'Demo@12345', // the demo password is no password for a real account
      'Welcome1!',
      'M@ster123',
    ]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('accepts passwords that are not on the list', () => {
    for (const p of ['Kv7#mq2Lx9', 'Hanoi@Mua2026', 'tR4!nFlow-Ledger', 'Xy7@Zq91k', 'Ab@12345678']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });

  it('answers 422 on the field, the current password first', () => {
    const refusal = (password: string, current?: string) => {
      try {
        checkNewPassword({ password, current, field: 'new_password' });
        return null;
      } catch (err) {
        return err instanceof AppError ? { code: err.code, fields: Object.keys(err.fields ?? {}) } : err;
      }
    };
    expect(refusal('Password@123', 'Password@123')).toEqual({
      code: 'PASSWORD_SAME_AS_CURRENT',
      fields: ['new_password'],
    });
    expect(refusal('Password@123', 'Other@2026x')).toEqual({
      code: 'PASSWORD_TOO_COMMON',
      fields: ['new_password'],
    });
    expect(refusal('Kv7#mq2Lx9', 'Other@2026x')).toBeNull();
  });
});
