import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../modules/users/users.tables.ts';
import { AppError } from '../http/app-error.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { issueOtp, OTP_MAX_ATTEMPTS, verifyOtp } from './otp.ts';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'supplier1'));
  userId = u!.id;
});
afterAll(async () => {
  await t?.close();
});

const what = { vi: 'ký giao dịch', en: 'sign the transaction' };

async function issue(subject: string, now: Date): Promise<string> {
  await t.db.transaction((tx) =>
    issueOtp(tx, {
      userId,
      purpose: 'test.sign',
      subject,
      email: 'ncc1@vidu.vn',
      fullName: 'NCC',
      what,
      now,
    }),
  );
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'otp'), eq(mailOutbox.to, 'ncc1@vidu.vn')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = /ARFlow OTP: (\d{6})/.exec(mail!.subject)?.[1];
  expect(mail!.body).toContain(code);
  return code!;
}

const codeOf = (e: unknown) => (e instanceof AppError ? e.code : e);
const verify = (subject: string, code: string, now: Date) =>
  verifyOtp(t.db, { userId, purpose: 'test.sign', subject, code, now }).then(
    () => 'OK',
    (e: unknown) => codeOf(e),
  );

describe('signing OTP', () => {
  const now = new Date('2026-11-23T03:00:00Z');

  it('is mailed, accepted once, and only for its own document', async () => {
    const code = await issue('transaction:1', now);
    expect(await verify('transaction:2', code, now)).toBe('OTP_INVALID');
    expect(await verify('transaction:1', code, now)).toBe('OK');
    expect(await verify('transaction:1', code, now)).toBe('OTP_INVALID');
  });

  it('expires after 10 minutes', async () => {
    const code = await issue('transaction:3', now);
    expect(await verify('transaction:3', code, new Date(now.getTime() + 10 * 60_000))).toBe('OTP_EXPIRED');
  });

  it('locks after 5 wrong tries, even with the right code afterwards', async () => {
    const code = await issue('transaction:4', now);
    const wrong = code === '000000' ? '111111' : '000000';
    const outcomes = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) outcomes.push(await verify('transaction:4', wrong, now));
    expect(outcomes.at(-1)).toBe('OTP_LOCKED');
    expect(await verify('transaction:4', code, now)).toBe('OTP_LOCKED');
  });

  it('ends the earlier code when a new one is issued', async () => {
    const first = await issue('transaction:5', now);
    const second = await issue('transaction:5', now);
    if (first !== second) expect(await verify('transaction:5', first, now)).toBe('OTP_INVALID');
    expect(await verify('transaction:5', second, now)).toBe('OK');
  });
});
