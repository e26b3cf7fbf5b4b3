import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { dialog, inputOf } from '../support/sample-form.ts';
import { apiLogin, sessionEntry } from '../support/session.ts';
import { shot } from '../support/shots.ts';

// BUY01: a supplier credit needs the buyer's programme in force (BUY02's waits for approval).
const BUYER = 'Công ty Cổ phần Bán lẻ Sao Mai';

/** Switch the portal to another demo user: its session in localStorage, then a fresh load. */
async function signInAs(page: Page, request: APIRequestContext, username: string, path: string) {
  const entry = sessionEntry(await apiLogin(request, username));
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [entry.name, entry.value]);
  await page.goto(path);
}

/** The first option of the open select dropdown that shows this text. */
async function pick(page: Page, text: string | RegExp) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first()
    .click();
}

test.describe('supplier credit', () => {
  test.use({ asUser: 'supplier1' });

  test('a supplier applies, the credit officer asks for a document, the supplier adds it, the CA manager approves', async ({
    page,
    request,
  }) => {
    // Four users in turn on a shared machine: more than the default minute.
    test.setTimeout(180_000);
    // supplier1 asks for a revision of its credit on BUY01 from its revision screen (its statements
    // are on file). The new limit is above the one in force, so the journeys after this one still
    // have room to sign on BUY01: the revision keeps what is already drawn.
    await page.goto('/sup/revision');
    await expect(page.getByTestId('revision-page')).toContainText('Yêu cầu điều chỉnh hạn mức, lãi suất');
    await expect(page.getByTestId('credit-limits')).toContainText('Tổng hạn mức');
    const row = page.getByTestId('revision-buyers').locator('tr', { hasText: BUYER });
    await row.locator('[data-testid^="revision-apply-"]').click();
    await (await inputOf(page, 'credit-apply-limit')).fill('3200000000');
    await (await inputOf(page, 'credit-apply-rate')).fill('10.5');
    await page.getByTestId('pipeline-documents').click();
    await pick(page, /Điều lệ công ty/);
    await page.keyboard.press('Escape');
    await page.getByTestId('credit-apply-ok').click();

    // The file is open on the supplier's side, waiting for assessment.
    await expect(page).toHaveURL(/\/sup\/revision\/\d+$/);
    const creditPath = new URL(page.url()).pathname;
    const id = creditPath.split('/').pop()!;
    await expect(page.getByTestId('credit-detail').getByTestId('status-tag').first()).toHaveAttribute(
      'data-status',
      'ASSESSING',
    );

    // The credit officer's list flags the demo's overdue assessment; "overdue only" keeps it alone.
    await signInAs(page, request, 'creditofficer', '/fun/supplier/credit');
    await expect(page.getByTestId('credit-countdown').first()).toBeVisible();
    await page.getByTestId('credit-supplier-filter-overdue').click();
    await pick(page, 'Chỉ hồ sơ quá hạn');
    await page.getByTestId('credit-supplier-filter-search').click();
    await expect(page).toHaveURL(/overdue=yes/);
    await expect(page.getByTestId('credit-supplier-table').getByTestId('credit-overdue')).toHaveCount(1);
    await expect(page.getByTestId('credit-supplier-table').getByTestId('credit-countdown')).toHaveCount(0);
    await shot(page, 'credit-supplier-overdue-vi');

    // The new file shows the 5-working-day countdown; the officer asks for a document.
    await page.goto(`/fun/supplier/credit/${id}`);
    await expect(page.getByTestId('credit-countdown')).toContainText('Còn 5 ngày làm việc');
    await page.getByTestId('credit-request-docs').click();
    await page.getByTestId('credit-request-docs-modal-text').fill('Bổ sung CCCD người đại diện');
    await page.getByTestId('credit-request-docs-modal-ok').click();
    await expect(page.getByTestId('credit-add-doc-request')).toContainText('Bổ sung CCCD người đại diện');

    // The supplier adds it.
    await signInAs(page, request, 'supplier1', creditPath);
    await expect(page.getByTestId('credit-add-doc-request')).toBeVisible();
    await page.getByTestId('credit-provide-docs').click();
    await page.getByTestId('pipeline-documents').click();
    await pick(page, /CCCD Lê Minh Phát/);
    await page.keyboard.press('Escape');
    await page.getByTestId('credit-provide-ok').click();
    await expect(page.getByTestId('credit-documents')).toContainText('CCCD Lê Minh Phát.png');

    // The CA manager approves with the terms; the supplier sees the offer to confirm.
    await signInAs(page, request, 'camanager', `/fun/supplier/credit/${id}`);
    await page.getByTestId('credit-approve').click();
    await (await inputOf(page, 'credit-approve-limit')).fill('3000000000');
    await (await inputOf(page, 'credit-approve-ratio')).fill('80');
    await page.getByTestId('credit-approve-ok').click();
    await expect(page.getByTestId('credit-terms')).toContainText('3.000.000.000');
    // Its timeline shows the limit as the terms do, not 3000000000 (issue 20 item 14).
    await expect(page.getByTestId('credit-history')).toContainText('— → 3.000.000.000');
    await expect(page.getByTestId('credit-detail').getByTestId('status-tag').first()).toHaveAttribute(
      'data-status',
      'OFFERED',
    );
    await shot(page, 'credit-supplier-approved-vi');

    await signInAs(page, request, 'supplier1', creditPath);
    await page.getByTestId('credit-confirm').click();
    await dialog(page, /Chấp nhận các điều kiện này/)
      .getByRole('button', { name: 'Có' })
      .click();
    await dialog(page, 'Success!').getByRole('button', { name: 'Đồng ý' }).click();
    await expect(page.getByTestId('credit-detail').getByTestId('status-tag').first()).toHaveAttribute(
      'data-status',
      'APPROVED',
    );
  });
});
