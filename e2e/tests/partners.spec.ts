import { expect, type Page } from '@playwright/test';
import { test } from '../support/fixtures.ts';
import { dialog, inputOf } from '../support/sample-form.ts';
import { uniqueCode } from '../support/samples.ts';
import { shot } from '../support/shots.ts';

/** Ten digits nobody else uses: a fresh partner tax code. */
const uniqueDigits = (n: number) =>
  `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-n).padStart(n, '1');

async function fill(page: Page, testId: string, value: string) {
  await (await inputOf(page, testId)).fill(value);
}

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
}

async function typeDate(page: Page, testId: string, value: string) {
  const date = await inputOf(page, testId);
  await date.click();
  await date.fill(value);
  await date.press('Tab');
}

async function ok(page: Page) {
  await dialog(page, 'Success!').getByRole('button', { name: 'Đồng ý' }).click();
}

/** One pipeline step from the detail page: the button, the reason, confirm, Success!. */
async function step(page: Page, action: string, reason?: string) {
  await page.getByTestId(`partner-step-${action}`).click();
  if (reason) await page.getByTestId('partner-step-reason').fill(reason);
  await page.getByTestId('partner-step-confirm').click();
  await ok(page);
}

test.describe('partners (funder side)', () => {
  test.use({ asUser: 'master' });

  test('a corporate partner is added, moved through the pipeline with reasons, and its tax code is unique', async ({
    page,
  }) => {
    const code = uniqueCode('PE2E');
    const mst = uniqueDigits(10);
    await page.goto('/fun/partner/corporate/list');
    await page.getByTestId('partner-corporate-add').click();
    await expect(page).toHaveURL(/\/fun\/partner\/corporate\/new$/);
    await fill(page, 'partner-code', code);
    await fill(page, 'partner-name', `Công ty Tài chính ${code}`);
    await pick(page, 'partner-partner-kind', 'Cấp vốn');
    await fill(page, 'partner-mst', mst);
    await fill(page, 'partner-address', '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh');
    await fill(page, 'partner-email1', 'hoptac@e2e-partner.vn');
    await page.getByTestId('partner-save').click();
    await ok(page);
    await expect(page).toHaveURL(/\/fun\/partner\/corporate\/\d+$/);
    const detailUrl = page.url();
    await expect(page.getByTestId('partner-title')).toContainText(code);
    await expect(page.getByTestId('partner-pipeline')).toContainText('Mới');

    // NEW → AGREE_MEET → PERSUADE, then the prospect declines: a rejection needs its reason.
    await step(page, 'agree-meet');
    await step(page, 'persuade', 'Đã gặp giám đốc tài chính, gửi đề xuất hạn mức');
    await page.getByTestId('partner-step-reject').click();
    await page.getByTestId('partner-step-confirm').click();
    await expect(page.getByTestId('partner-step-reason-error')).toBeVisible();
    await page.getByTestId('partner-step-reason').fill('Đối tác chưa có nhu cầu cấp vốn năm nay');
    await page.getByTestId('partner-step-confirm').click();
    await ok(page);

    const pipeline = page.getByTestId('partner-pipeline');
    await expect(pipeline.locator('.ant-tag').first()).toContainText('Từ chối');
    const history = page.getByTestId('partner-pipeline-history-item');
    await expect(history).toHaveCount(3);
    await expect(history.first()).toContainText('Đối tác chưa có nhu cầu cấp vốn năm nay');
    await expect(history.first()).toContainText('Đang thuyết phục → Từ chối');
    await expect(pipeline).toContainText('Đã gặp giám đốc tài chính, gửi đề xuất hạn mức');
    // A rejected partner can only be reopened.
    await expect(page.getByTestId('partner-step-reopen')).toBeVisible();
    await expect(page.getByTestId('partner-step-persuade')).toHaveCount(0);
    await shot(page, 'partner-corporate-detail-vi');

    // The list finds it by tax code, with its status.
    await page.goto(`/fun/partner/corporate/list?mst=${mst}`);
    const row = page.locator('tr', { has: page.getByTestId('partner-corporate-row-link') });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(code);
    await expect(row).toContainText('Từ chối');
    await shot(page, 'partner-corporate-list-vi');

    // Another partner with the same tax code: the message sits on the tax code field.
    await page.goto('/fun/partner/corporate/new');
    await fill(page, 'partner-code', uniqueCode('PDUP'));
    await fill(page, 'partner-name', 'Công ty trùng mã số thuế');
    await pick(page, 'partner-partner-kind', 'Bảo lãnh');
    await fill(page, 'partner-mst', mst);
    await fill(page, 'partner-address', '1 Hai Bà Trưng, Hà Nội');
    await fill(page, 'partner-email1', 'dup@e2e-partner.vn');
    await page.getByTestId('partner-save').click();
    await dialog(page, 'Error!').getByRole('button', { name: 'Đồng ý' }).click();
    const mstItem = page.locator('.ant-form-item', { has: page.getByTestId('partner-mst') });
    await expect(mstItem.locator('.ant-form-item-explain-error')).toBeVisible();
    await expect(page).toHaveURL(/\/new$/);
    await page.goto(detailUrl);
    await expect(page.getByTestId('partner-title')).toContainText(code);
  });

  test('a person partner who is also a supplier gets the combined partner-supplier account', async ({
    page,
  }) => {
    const code = uniqueCode('PNCC');
    await page.goto('/fun/partner/individual/setup');
    await page.getByTestId('partner-setup-individual-add').click();
    await expect(page).toHaveURL(/\/fun\/partner\/person\/new\?also_supplier=1$/);
    await expect(page.getByTestId('partner-also-supplier')).toBeChecked();
    await fill(page, 'partner-code', code);
    await fill(page, 'partner-name', 'Trần Thị Minh Thư');
    await pick(page, 'partner-partner-kind', 'Giới thiệu');
    await fill(page, 'partner-id-card-number', uniqueDigits(12));
    await typeDate(page, 'partner-date-of-birth', '14/02/1988');
    await fill(page, 'partner-address', '45 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh');
    await fill(page, 'partner-email1', 'minhthu@e2e-partner.vn');
    await shot(page, 'partner-person-new-vi');
    await page.getByTestId('partner-save').click();
    await ok(page);
    await expect(page).toHaveURL(/\/fun\/partner\/person\/\d+$/);
    await expect(page.getByTestId('partner-account-type')).toHaveAttribute('data-type', 'DOITAC_NCC');

    // It is listed under the partner-supplier setup, whose page says it is a combined account.
    await page.goto(`/fun/partner/individual/setup?keyword=${code}`);
    await page.getByTestId('partner-setup-individual-row-link').filter({ hasText: code }).click();
    await expect(page).toHaveURL(/\/fun\/partner\/individual\/setup\/\d+$/);
    await expect(page.getByTestId('partner-setup-combined')).toBeVisible();
    await expect(page.getByTestId('partner-banks')).toBeVisible();
    await shot(page, 'partner-individual-setup-vi');
  });
});

test.describe('partners in English', () => {
  test.use({ asUser: 'master', uiLocale: 'en' });

  test('the demo partners list and a detail page read in English', async ({ page }) => {
    await page.goto('/fun/partner/corporate/list');
    const link = page.getByTestId('partner-corporate-row-link').filter({ hasText: 'PTN04' });
    await expect(link).toBeVisible();
    await shot(page, 'partner-corporate-list-en');
    await link.click();
    const pipeline = page.getByTestId('partner-pipeline');
    await expect(pipeline).toContainText('Reappraisal');
    await expect(pipeline).toContainText('Báo cáo tài chính năm 2025');
    await shot(page, 'partner-corporate-detail-en');

    // PTN01's bank account and report (demo world), on their tabs.
    await page.goto('/fun/partner/corporate/list?keyword=PTN01');
    await page.getByTestId('partner-corporate-row-link').filter({ hasText: 'PTN01' }).click();
    await page.getByRole('tab', { name: 'Bank accounts' }).click();
    await expect(page.getByTestId('partner-banks')).toContainText('1000012345678');
    await expect(page.getByTestId('partner-banks')).toContainText('Payment account');
    await page.getByRole('tab', { name: 'Reports' }).click();
    await expect(page.getByTestId('partner-reports')).toContainText('Họp điều phối cấp vốn');
    await shot(page, 'partner-corporate-reports-en');
  });
});
