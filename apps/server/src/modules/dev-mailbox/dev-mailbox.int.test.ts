import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { issueOtp } from '../../platform/otp/otp.ts';

let demo: TestApp;
let real: TestApp;
beforeAll(async () => {
  demo = await createTestApp({ env: { ARFLOW_DEMO: '1' } });
  real = await createTestApp({ env: { ARFLOW_DEMO: '0' } });
});
afterAll(async () => {
  await demo?.close();
  await real?.close();
});

describe('development mailbox', () => {
  it('shows an OTP mail once the change that issued it commits, newest first, filtered by address', async () => {
    await demo.db.transaction((tx) =>
      issueOtp(tx, {
        userId: 1,
        purpose: 'test.sign',
        subject: 'test:1',
        email: 'hop-thu@vidu.vn',
        fullName: 'Nguyễn Văn Thử',
        what: { vi: 'ký tài liệu thử', en: 'sign the test document' },
        now: new Date(),
      }),
    );
    const res = await demo.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=hop-thu' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ kind: 'otp', to: 'hop-thu@vidu.vn', state: 'QUEUED', sent_at: null });
    const code = /ARFlow OTP: (\d{6})/.exec(data[0].subject)?.[1];
    expect(data[0].body).toContain(`Mã OTP để ký tài liệu thử là ${code}`);
    expect(data[0].body).toContain(`Your OTP to sign the test document is ${code}`);
  });

  it('does not exist outside the demo world', async () => {
    const res = await real.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
