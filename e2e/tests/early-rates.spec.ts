import { expect } from '@playwright/test';
import { test } from '../support/fixtures.ts';
import { dialog } from '../support/sample-form.ts';
import { apiLogin, sessionEntry } from '../support/session.ts';

test.describe('early-interest-rate groups', () => {
  test.use({ asUser: 'buyer2' });

  test('a buyer sends a group request from its programme, the CA manager approves it, the groups are in force', async ({
    page,
    request,
    login,
    browser,
    baseURL,
  }) => {
    const name = `Nhóm E2E ${Date.now() % 100000}`;
    // The buyer's own id comes with its eligibility setting.
    const setting = await request.get('/api/buyer/credit/setting-eligibility', {
      headers: { authorization: `Bearer ${login.token}` },
    });
    const buyId = ((await setting.json()) as { data: { buy_id: number } }).data.buy_id;

    await page.goto('/buy/program-config');
    await expect(page.getByTestId('program-config-page')).toBeVisible();
    await page.getByRole('tab', { name: 'Nhóm lãi suất chiết khấu thanh toán sớm' }).click();
    await page.getByTestId('rates-add-group').click();
    await page.getByTestId('rate-group-name').fill(name);
    await page.getByTestId('rate-group-rate').fill('8');
    await page.getByTestId('rate-group-save').click();
    await dialog(page, 'Success!').getByRole('button', { name: 'Đồng ý' }).click();
    const row = page.getByTestId('rates-draft').locator('tr', { hasText: name });
    await expect(row).toBeVisible();

    await row.getByTestId('draft-groups-add-supplier').click();
    await page.keyboard.type('Minh Phát');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Minh Phát' })
      .click();
    await expect(row).toContainText('Công ty TNHH Bao bì Minh Phát');

    await page.getByTestId('rates-create').click();
    await dialog(page, 'Gửi các nhóm này để phê duyệt?').getByRole('button', { name: 'Có' }).click();
    await dialog(page, 'Success!').getByRole('button', { name: 'Đồng ý' }).click();
    await expect(page.getByTestId('status-tag').first()).toHaveAttribute('data-status', 'REQUESTING');
    await expect(page.getByTestId('rates-pending')).toContainText(name);

    // The CA manager approves it on the funder's page of that buyer.
    const manager = await apiLogin(request, 'camanager');
    const origin = new URL(baseURL!).origin;
    const context = await browser.newContext({
      storageState: { cookies: [], origins: [{ origin, localStorage: [sessionEntry(manager)] }] },
    });
    const funder = await context.newPage();
    await funder.goto(`/fun/buyer/credit/${buyId}/maturity-discount-groups`);
    await expect(funder.getByTestId('rates-pending')).toContainText(name);
    await funder.getByTestId('rates-approve').click();
    await dialog(funder, /Phê duyệt yêu cầu này/)
      .getByRole('button', { name: 'Có' })
      .click();
    await dialog(funder, 'Success!').getByRole('button', { name: 'Đồng ý' }).click();
    const approved = funder.getByTestId('rates-approved');
    await expect(approved).toContainText(name);
    await expect(approved).toContainText('Công ty TNHH Bao bì Minh Phát');
    await expect(funder.getByTestId('rates-pending')).toBeHidden();
    await expect(funder.getByTestId('rates-history').locator('[data-status="APPROVED"]')).toBeVisible();
    await context.close();

    // The buyer sees the groups in force.
    await page.reload();
    await page.getByRole('tab', { name: 'Nhóm lãi suất chiết khấu thanh toán sớm' }).click();
    await expect(page.getByTestId('rates-approved')).toContainText(name);
  });
});
