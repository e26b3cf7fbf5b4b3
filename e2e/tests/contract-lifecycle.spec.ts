import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures.ts';
import { dialog } from '../support/sample-form.ts';
import { apiClient, apiLogin } from '../support/session.ts';

test.use({ asUser: 'supplier1', uiLocale: 'en' });

const hasPdfsig = spawnSync('pdfsig', ['-v']).status === 0;

/**
 * The contract lifecycle: the supplier requests a discount contract in its contract screen; the
 * funder generates and approves it and the platform signs it (through the API, as funder staff);
 * the supplier picks its certificate in the signing modal, reads the OTP in the development
 * mailbox, signs, and downloads the contract carrying both signatures.
 */
test('a supplier requests a discount contract, the funder approves and signs, the supplier signs with an e-mailed OTP', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  await page.goto('/sup/manage-contract');
  await page.getByTestId('contract-request').click();
  const requestModal = page.getByTestId('contract-request-modal');
  await expect(requestModal.getByTestId('contract-request-type')).toContainText('Discount contract');
  await requestModal.getByRole('button', { name: 'Request a contract' }).click();
  const success = dialog(page, 'Success!');
  await expect(async () => {
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(success).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const row = page.getByTestId('contracts-table').getByRole('row', { name: /Discount contract/ });
  await expect(row).toContainText('Waiting for Creation');

  // The funder's side: relationship staff generate, the credit manager approves, the platform signs.
  const api = await apiClient(playwright, baseURL!);
  const as = async (user: string) => ({ Authorization: `Bearer ${(await apiLogin(api, user)).token}` });
  const crm = await as('crm');
  const list = await (
    await api.get('/api/contracts?contract_status=0&contract_type=DISCOUNT_CONTRACT', { headers: crm })
  ).json();
  const contract = list.data.find((c: { ent_name: string }) => c.ent_name.includes('Minh Phát'));
  expect((await api.post(`/api/contracts/${contract.id}/generate`, { headers: crm })).status()).toBe(200);
  const approved = await api.post(`/api/contracts/${contract.id}/approve`, {
    headers: await as('camanager'),
  });
  expect((await approved.json()).data.contract_status).toBe(3);
  const master = await as('master');
  const certs = await (await api.get('/api/signing/certificates', { headers: master })).json();
  const certificate_id = certs.data.find((c: { kind: string }) => c.kind === 'COMPANY').id;
  expect(
    (
      await api.post(`/api/contracts/${contract.id}/sign`, { headers: master, data: { certificate_id } })
    ).status(),
  ).toBe(200);
  const mails = await (await api.get('/api/dev/mailbox?to=master@')).json();
  const otp = /ARFlow OTP: (\d{6})/.exec(mails.data[0].subject)![1];
  const platformSigned = await api.post(`/api/contracts/${contract.id}/sign`, {
    headers: master,
    data: { certificate_id, otp },
  });
  expect((await platformSigned.json()).data.contract_status).toBe(4);
  await api.dispose();

  // The supplier signs in the portal.
  await page.reload();
  await expect(row).toContainText('Waiting for Client signing');
  await page.getByTestId(`contract-open-${contract.id}`).click();
  const drawer = page.getByTestId('contract-drawer');
  await expect(drawer.getByTestId('contract-signature')).toHaveCount(1);
  await drawer.getByTestId('contract-sign').click();
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
  await expect(drawer.getByTestId('contract-signature')).toHaveCount(2);
  await expect(drawer).toContainText('Completed');

  const download = page.waitForEvent('download');
  await drawer.getByTestId('contract-download').click();
  const path = (await (await download).path())!;
  const file = readFileSync(path);
  expect(file.toString('latin1').match(/\/ByteRange/g)).toHaveLength(2);
  if (hasPdfsig) {
    expect(execFileSync('pdfsig', [path], { encoding: 'utf8' }).match(/Signature is Valid/g)).toHaveLength(2);
  }
});
