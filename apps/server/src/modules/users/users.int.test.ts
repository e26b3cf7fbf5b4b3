import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('/user/me', () => {
  it('answers the signed-in user with the spec’s fields', async () => {
    const res = await t.app.inject({ url: '/api/user/me', headers: await t.auth('indsupplier1') });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().user).sort()).toEqual(
      [
        'allow_sign',
        'email',
        'must_change_password',
        'ent_id',
        'enterprise_code',
        'enterprise_name',
        'full_name',
        'id',
        'partner_kind',
        'position',
        'tel_num',
        'role_id',
        'username',
      ].sort(),
    );
    expect(res.json().user).toMatchObject({ role_id: 'INDSUPPLIER', enterprise_code: 'INDSUPPLIER' });
  });
});

describe('/user/check/{name}', () => {
  it('tells whether a username is free, case-insensitively', async () => {
    const taken = await t.app.inject({ url: '/api/user/check/MASTER' });
    expect(taken.json()).toEqual({ name: 'MASTER', available: false });
    const free = await t.app.inject({ url: '/api/user/check/new.user_1' });
    expect(free.json()).toEqual({ name: 'new.user_1', available: true });
    const bad = await t.app.inject({ url: '/api/user/check/ab', headers: { 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ name: ['The username must be 3 to 16 characters'] });
  });
});

describe('/user/update/yourself', () => {
  it('updates one’s own profile and keeps e-mails unique', async () => {
    const headers = await t.auth('crmsenior');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/update/yourself',
      headers,
      payload: {
        full_name: 'Đỗ Minh Tuấn Anh',
        position: 'Giám đốc CRM',
        email: 'tuan.anh@arflow.vn',
        tel_num: '0912 345 678',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ full_name: 'Đỗ Minh Tuấn Anh', email: 'tuan.anh@arflow.vn' });

    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/user/update/yourself',
      headers,
      payload: { full_name: 'X Y', position: null, email: 'MASTER@arflow.vn', tel_num: null },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().fields).toEqual({ email: ['Email đã được sử dụng'] });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/update/yourself',
      headers,
      payload: { full_name: '', email: 'x', tel_num: '12', role_id: 'MASTER' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'full_name', 'role_id', 'tel_num']);
  });
});

describe('/user/change-password', () => {
  const change = async (token: string, body: Record<string, unknown>, lang = 'vi') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      payload: body,
    });

  it('checks the old password, the rule and the confirmation', async () => {
    const token = await t.login('casenior');
    const wrongOld = await change(token, {
      old_password: 'Nope@12345',
      new_password: 'Kv7#mq2Lx9',
      confirm_password: 'Kv7#mq2Lx9',
    });
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json()).toEqual({
      status: 422,
      code: 'OLD_PASSWORD_INCORRECT',
      messages: ['Mật khẩu hiện tại không đúng'],
      fields: { old_password: ['Mật khẩu hiện tại không đúng'] },
    });

    for (const weak of ['short@1', 'nodigits@abc', 'NoSpecial123', '12345678@']) {
      const res = await change(
        token,
        { old_password: DEMO_PASSWORD, new_password: weak, confirm_password: weak },
        'en',
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().fields.new_password).toEqual([
        'The password must have at least 8 characters with a letter, a digit and a special character (@$!%*#?&)',
      ]);
    }

    const mismatch = await change(token, {
      old_password: DEMO_PASSWORD,
      new_password: 'Kv7#mq2Lx9',
      confirm_password: 'Kv7#mq2Lx8',
    });
    expect(mismatch.json().fields).toEqual({ confirm_password: ['Xác nhận mật khẩu mới không khớp'] });
  });

  it('refuses the current password and common passwords, in the user’s language', async () => {
    const token = await t.login('crm');
    const cases = [
      {
        new_password: DEMO_PASSWORD,
        code: 'PASSWORD_SAME_AS_CURRENT',
        vi: 'Mật khẩu mới phải khác mật khẩu hiện tại',
        en: 'The new password must differ from the current one',
      },
      ...['P@ssw0rd', 'Password@123', 'Qwerty@2024'].map((new_password) => ({
        new_password,
        code: 'PASSWORD_TOO_COMMON',
        vi: 'Mật khẩu này quá phổ biến và dễ bị đoán, vui lòng chọn mật khẩu khác',
        en: 'This password is too common and easy to guess, please choose another one',
      })),
    ];
    for (const c of cases) {
      for (const lang of ['vi', 'en'] as const) {
        const body = {
          old_password: DEMO_PASSWORD,
          new_password: c.new_password,
          confirm_password: c.new_password,
        };
        const res = await change(token, body, lang);
        expect(res.statusCode, c.new_password).toBe(422);
        expect(res.json(), c.new_password).toEqual({
          status: 422,
          code: c.code,
          messages: [c[lang]],
          fields: { new_password: [c[lang]] },
        });
      }
    }
    // Nothing changed: the token and the password still work.
    expect(
      (await t.app.inject({ url: '/api/user/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    expect((await t.login('crm', DEMO_PASSWORD)).length).toBeGreaterThan(20);
  });

  it('changes the password, returns a new token and retires the old ones', async () => {
    const old = await t.login('acccontroler');
    const res = await change(old, {
      old_password: DEMO_PASSWORD,
      new_password: 'Kv7#mq2Lx9',
      confirm_password: 'Kv7#mq2Lx9',
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    expect(res.json().user.username).toBe('acccontroler');

    const withOld = await t.app.inject({ url: '/api/user/me', headers: { authorization: `Bearer ${old}` } });
    expect(withOld.statusCode).toBe(401);
    const withNew = await t.app.inject({
      url: '/api/user/me',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(withNew.statusCode).toBe(200);

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'acccontroler', password: DEMO_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect((await t.login('acccontroler', 'Kv7#mq2Lx9')).length).toBeGreaterThan(20);

    // This user's own change, the latest: not whatever row another test left first.
    const me = res.json().user.id as number;
    const audit = await t.db.execute<{ payload: Record<string, string> }>(
      sql`SELECT payload FROM audit_log WHERE action = 'user.change-password' AND actor_id = ${me} ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.payload).toEqual({
      old_password: '[redacted]',
      new_password: '[redacted]',
      confirm_password: '[redacted]',
    });
  });
});
