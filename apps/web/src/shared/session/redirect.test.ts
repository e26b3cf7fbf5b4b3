import { describe, expect, it } from 'vitest';
import { afterLoginPath, changePasswordPath, loginUrl, passwordChangeDue } from './redirect.ts';

const master = { role_id: 'MASTER', enterprise_code: 'FUNDER' } as const;
const buyer = { role_id: 'BUYER', enterprise_code: 'BUYER' } as const;

describe('login redirect', () => {
  it('keeps a safe internal path in the login URL', () => {
    expect(loginUrl('/fun/buyer/12?tab=2')).toBe('/?redirect=%2Ffun%2Fbuyer%2F12%3Ftab%3D2');
    expect(loginUrl('/')).toBe('/');
    expect(loginUrl('//evil.example')).toBe('/');
  });

  it('goes back to a screen the user may open', () => {
    expect(afterLoginPath('/fun/profile/account-info', master)).toBe('/fun/profile/account-info');
    expect(afterLoginPath('/sample/3?x=1', buyer)).toBe('/sample/3?x=1');
  });

  it('sends to home for an unsafe path, another area or an unknown path', () => {
    expect(afterLoginPath('https://evil.example/', master)).toBe('/fun/transactions/progress');
    expect(afterLoginPath('//evil.example/x', master)).toBe('/fun/transactions/progress');
    expect(afterLoginPath('/fun/profile/account-info', buyer)).toBe('/buy/home');
    expect(afterLoginPath('/nowhere', buyer)).toBe('/buy/home');
    expect(afterLoginPath(null, buyer)).toBe('/buy/home');
  });

  it('sends a user who must change the password to the change-password screen of their area', () => {
    const firstMaster = { ...master, must_change_password: true };
    expect(afterLoginPath('/fun/profile/account-info', firstMaster)).toBe('/fun/profile/change-password');
    expect(afterLoginPath(null, { ...buyer, must_change_password: true })).toBe('/buy/setup/change-password');
    expect(passwordChangeDue(firstMaster)).toBe('/fun/profile/change-password');
    expect(passwordChangeDue({ ...master, must_change_password: false })).toBeNull();
    expect(changePasswordPath({ role_id: 'DOITAC_NCC', enterprise_code: 'DOITAC_NCC' })).toBe(
      '/indsup/setup/change-password',
    );
  });
});
