import { describe, expect, it } from 'vitest';
import { maskEmail, maskName, resetPasswordRequest } from './forgot.ts';

describe('maskName', () => {
  it('keeps the first and last characters only', () => {
    expect(maskName('buyer1')).toBe('b****1');
    expect(maskName('ab')).toBe('a*');
    expect(maskName('a')).toBe('*');
    expect(maskName('Đức')).toBe('Đ*c');
  });
});

describe('maskEmail', () => {
  it('masks the local part and the host, keeping the last label of the domain', () => {
    expect(maskEmail('hoa.dinh@minhphat.vn')).toBe('h******h@m******t.vn');
    expect(maskEmail('an@x.com')).toBe('a*@*.com');
    expect(maskEmail('ke.toan@cty.com.vn')).toBe('k*****n@c*****m.vn');
  });
});

describe('resetPasswordRequest', () => {
  const token = 'A'.repeat(43);
  it('takes the confirmation as optional, and refuses one that differs', () => {
    expect(resetPasswordRequest.safeParse({ token, password: 'Hoa-sen#2026' }).success).toBe(true);
    const r = resetPasswordRequest.safeParse({ token, password: 'Hoa-sen#2026', confirm_password: 'x' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['confirm_password']);
  });
});
