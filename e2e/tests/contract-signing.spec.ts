import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures.ts';
import { apiClient, apiLogin } from '../support/session.ts';

test.use({ asUser: 'supplier1', uiLocale: 'en' });

/**
 * The platform signs the demo discount contract of SUP01 (through the API, as funder staff), then
 * the supplier picks its certificate in the signing modal, reads the OTP in the development
 * mailbox, signs, and downloads the contract carrying both signatures.
 */
test('a supplier signs its discount contract with a certificate and an e-mailed OTP', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  const api = await apiClient(playwright, baseURL!);
  const master = await apiLogin(api, 'master');
  const auth = { Authorization: `Bearer ${master.token}` };
  const docs = await (await api.get('/api/signing/documents', { headers: auth })).json();
  const doc = docs.data.find((d: { number: string }) => d.number === 'HD-DEMO-0001');
  expect(doc.next_party).toBe('PLATFORM');
  const certs = await (await api.get('/api/signing/certificates', { headers: auth })).json();
  const certificate_id = certs.data[0].id;
  expect(
    (
      await api.post(`/api/signing/documents/${doc.id}/otp`, { headers: auth, data: { certificate_id } })
    ).status(),
  ).toBe(200);
  const mails = await (await api.get('/api/dev/mailbox?to=master@')).json();
  const otp = /ARFlow OTP: (\d{6})/.exec(mails.data[0].subject)![1];
  const signed = await api.post(`/api/signing/documents/${doc.id}/sign`, {
    headers: auth,
    data: { certificate_id, otp },
  });
  expect(signed.status()).toBe(200);
  await api.dispose();

  await page.goto('/sup/manage-contract');
  await page.getByTestId(`contract-sign-${doc.id}`).click();
  const modal = page.getByTestId('signing-modal');
  await expect(modal.getByTestId('signing-certificate')).toContainText('Lê Minh Phát');
  await modal.getByTestId('signing-send-otp').click();
  await expect(modal.getByTestId('signing-otp-sent')).toBeVisible();

  const mailbox = await context.newPage();
  await mailbox.goto('/dev/mailbox');
  await mailbox.getByTestId('dev-mailbox-filter').locator('input').fill('supplier1@');
  const subject = mailbox.getByTestId('dev-mail-subject').first();
  await expect(subject).toContainText('ARFlow OTP');
  const code = /ARFlow OTP: (\d{6})/.exec((await subject.textContent()) ?? '')![1]!;
  await mailbox.close();

  await modal.getByTestId('signing-otp').fill(code);
  await modal.getByTestId('signing-confirm').click();
  await expect(modal).toBeHidden();
  const row = page.getByTestId('contracts-table').getByRole('row', { name: /HD-DEMO-0001/ });
  await expect(row).toContainText('Completed');

  const download = page.waitForEvent('download');
  await page.getByTestId(`contract-download-${doc.id}`).click();
  const file = readFileSync((await (await download).path())!);
  expect(file.toString('latin1').match(/\/ByteRange/g)?.length).toBeGreaterThanOrEqual(2);
});
