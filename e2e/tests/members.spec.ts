import { expect, type Page } from '@playwright/test';
import { test } from '../support/fixtures.ts';
import { dialog, inputOf } from '../support/sample-form.ts';
import { shot } from '../support/shots.ts';

async function fill(page: Page, testId: string, value: string) {
  await (await inputOf(page, testId)).fill(value);
}

async function search(page: Page, keyword: string) {
  await fill(page, 'member-filter-keyword', keyword);
  await page.getByTestId('member-filter-search').click();
}

test.describe('members', () => {
  test.describe('a supplier master', () => {
    test.use({ asUser: 'supplier1' });

    test('adds a team member, who is then listed as invited', async ({ page }) => {
      const email = `e2e.${Date.now()}${Math.floor(Math.random() * 1000)}@sup01-e2e.vn`;
      await page.goto('/sup/team-assignment');
      await page.getByTestId('member-add').click();
      await fill(page, 'member-full-name', 'Phạm Thị Hồng Nhung');
      await fill(page, 'member-position', 'Kế toán viên');
      await fill(page, 'member-email', email);
      await page.getByTestId('member-role-id').click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Người nhập liệu' })
        .click();
      await page.getByTestId('member-save').click();
      await dialog(page, 'Success!').getByRole('button', { name: 'Đồng ý' }).click();

      await search(page, email);
      const row = page.getByTestId('member-table').locator('tbody tr', { hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('status-tag')).toHaveAttribute('data-status', 'INVITED');
      await expect(row.getByTestId('member-resend')).toBeVisible();
      await shot(page, 'members-team-assignment');
    });
  });

  test.describe('the funder master', () => {
    test.use({ asUser: 'master' });

    test('cannot deactivate a CRM user in charge of customers: the §6 error is shown', async ({ page }) => {
      await page.goto('/fun/part/team-setting');
      await search(page, 'Vũ Thị Lan Anh');
      const row = page.getByTestId('member-table').locator('tbody tr', { hasText: 'Vũ Thị Lan Anh' });
      await expect(row).toHaveCount(1);
      await row.getByTestId('member-toggle').click();
      const error = dialog(page, 'Error!');
      await expect(error.getByTestId('dialog-error')).toContainText(
        'Không thể xóa hoặc vô hiệu hóa người dùng đang được phân công hoặc đang hoạt động',
      );
      await shot(page, 'members-team-setting-error');
      await error.getByRole('button', { name: 'Đồng ý' }).click();
      // Nothing changed: the CRM is still active.
      await expect(row.getByTestId('status-tag')).toHaveAttribute('data-status', 'ACTIVATED');
    });
  });
});
