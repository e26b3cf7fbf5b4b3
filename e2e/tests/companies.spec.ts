import { individualWorkbook, supplierIdByCode, uniqueIdCard, uniqueTaxCode } from '../support/companies.ts';
import { expect, test } from '../support/fixtures.ts';
import { dialog, inputOf } from '../support/sample-form.ts';
import { shot } from '../support/shots.ts';

/** Journeys of a relationship manager (CRM) through the buyer and supplier screens. */
test.describe('companies: a CRM user', () => {
  test.use({ asUser: 'crm' });

  test('creates a buyer, invites its first member, then finds it in the list with its counts', async ({
    page,
  }) => {
    const mst = uniqueTaxCode();
    const code = `E2E${mst.slice(-6)}`;
    await page.goto('/fun/buyer/list');
    await expect(page.getByTestId('buyer-tab-tiemnang')).toBeVisible();
    await shot(page, 'buyer-list-vi');
    await page.getByTestId('buyer-add').click();
    await expect(page).toHaveURL((url) => url.pathname === '/fun/buyer/new');

    await (await inputOf(page, 'buyer-code')).fill(code);
    await (await inputOf(page, 'buyer-mst')).fill(mst);
    await (await inputOf(page, 'buyer-name')).fill(`Công ty TNHH Thép Miền Nam ${code}`);
    await (await inputOf(page, 'buyer-address')).fill('12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh');
    await (await inputOf(page, 'buyer-email1')).fill('ketoan@thepmiennam.vn');
    await page.getByTestId('buyer-frequencies-DEBT_SUMMARY').getByText('T6').click();
    await page.getByTestId('buyer-save').click();
    await dialog(page, 'Success!').getByRole('button', { name: 'Đồng ý' }).click();

    await expect(page).toHaveURL(/\/fun\/buyer\/\d+$/);
    const detail = page.getByTestId('buyer-detail-page');
    await expect(detail).toContainText(code);
    await expect(detail.getByTestId('status-tag')).toHaveAttribute('data-status', 'NEW');
    await shot(page, 'buyer-detail-vi');

    // The buyer's Members tab: the CRM invites the buyer's first user, who is listed as invited.
    const email = `ketoan.${mst}@thepmiennam.vn`;
    await page.getByRole('tab', { name: 'Thành viên', exact: true }).click();
    await page.getByTestId('member-add').click();
    await (await inputOf(page, 'member-full-name')).fill('Trần Thị Thu Hà');
    await (await inputOf(page, 'member-position')).fill('Kế toán trưởng');
    await (await inputOf(page, 'member-email')).fill(email);
    await page.getByTestId('member-role-id').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Người nhập liệu' })
      .click();
    await page.getByTestId('member-save').click();
    await dialog(page, 'Success!').getByRole('button', { name: 'Đồng ý' }).click();
    const member = page.getByTestId('member-table').locator('tbody tr', { hasText: email });
    await expect(member.getByTestId('status-tag')).toHaveAttribute('data-status', 'INVITED');
    await shot(page, 'buyer-members-vi');

    await page.goto(`/fun/buyer/list?keyword=${code}`);
    const link = page.getByTestId('buyer-row-link').filter({ hasText: code });
    await expect(link).toBeVisible();
    await expect(page.locator('tr', { has: link })).toContainText(mst);
    // A new lead is a prospect: the prospects tab counts it, the joined tab does not.
    await expect(page.getByTestId('buyer-tab-tiemnang')).toContainText('1');
    await expect(page.getByTestId('buyer-tab-gianhap')).toContainText('0');
  });

  test('imports 200 individuals: 3 bad rows are named by line, then the good rows are imported', async ({
    page,
    request,
    login,
  }) => {
    const run = `${Date.now()}`.slice(-8);
    const rows = Array.from({ length: 200 }, (_, i) => ({
      name: `Nguyễn Văn Nhập ${run}-${i}`,
      id_card_number: uniqueIdCard(run, i),
      date_of_birth: '15/04/1988',
      address: `${i + 1} Lê Lợi, TP. Huế`,
      locality: '46',
      email1: `nhap${run}${i}@example.vn`,
    }));
    // Lines are counted as in Excel: the header is line 1, so row i is line i + 2.
    rows[3]!.name = '';
    rows[48]!.id_card_number = '123';
    rows[118]!.locality = '99';
    const file = await individualWorkbook(request, login.token, rows);

    await page.goto('/fun/indsupplier/list');
    await page.getByTestId('indsupplier-import-open').click();
    await page.getByTestId('indsupplier-import-upload').locator('input[type=file]').setInputFiles({
      name: 'ca-nhan.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });

    const report = page.getByTestId('indsupplier-import-report');
    await expect(report).toBeVisible();
    const bad = page.getByTestId('indsupplier-import-bad-line');
    await expect(bad).toHaveCount(3);
    await expect(bad.nth(0)).toHaveAttribute('data-line', '5');
    await expect(bad.nth(1)).toHaveAttribute('data-line', '50');
    await expect(bad.nth(2)).toHaveAttribute('data-line', '120');
    await expect(bad.nth(0)).toContainText('Dòng 5');
    await shot(page, 'indsupplier-import-report-vi');

    // Nothing was imported from the file with errors.
    const first = rows[0]!.name;
    const listed = async (name: string) => {
      const res = await request.post('/api/supplier/list', {
        headers: { Authorization: `Bearer ${login.token}` },
        data: { search_condition: { name } },
      });
      return ((await res.json()) as { page_info: { total_record: number } }).page_info.total_record;
    };
    expect(await listed(first)).toBe(0);

    await page.getByTestId('indsupplier-import-good-rows').click();
    await expect(page.getByTestId('indsupplier-import-done')).toContainText('197');
    await page.keyboard.press('Escape');

    await page.goto(`/fun/indsupplier/list?name=${encodeURIComponent(first)}`);
    await expect(page.getByTestId('indsupplier-row-link')).toHaveCount(1);
    await expect(page.locator('tbody')).toContainText(rows[0]!.id_card_number);
    await shot(page, 'indsupplier-list-vi');
    await page.getByTestId('indsupplier-row-link').click();
    await expect(page.getByTestId('supplier-detail-page')).toContainText(first);
    await shot(page, 'indsupplier-detail-vi');
    expect(await listed(`Nguyễn Văn Nhập ${run}-`)).toBe(197);
  });

  test('cannot change the designated bank of an active supplier: the rule shows as an error', async ({
    page,
    request,
    login,
  }) => {
    const id = await supplierIdByCode(request, login.token, 'SUP01');
    await page.goto(`/fun/supplier/${id}`);
    await expect(page.getByTestId('supplier-detail-page')).toContainText('SUP01');
    await shot(page, 'supplier-detail-vi');
    await page.getByRole('tab', { name: 'Tài khoản ngân hàng' }).click();
    const designated = page.getByTestId('supplier-bank-row').filter({ hasText: 'Tài khoản chỉ định' });
    await designated.getByTestId('supplier-bank-edit').click();
    await (await inputOf(page, 'supplier-bank-bank-branch')).fill('Chi nhánh Thủ Dầu Một');
    await page.getByTestId('supplier-bank-save').click();

    const error = dialog(page, 'Error!');
    await expect(error).toContainText(
      'Không thể cập nhật tài khoản chỉ định của nhà cung cấp đang hoạt động',
    );
    await error.getByRole('button', { name: 'Đồng ý' }).click();
    await page.keyboard.press('Escape');
    // The account is unchanged.
    await expect(designated).toContainText('Chi nhánh Bình Dương');
  });

  test.describe('in English', () => {
    test.use({ uiLocale: 'en' });

    test('the lists and a detail read in English', async ({ page, request, login }) => {
      await page.goto('/fun/buyer/list');
      await expect(page.getByTestId('buyer-tab-gianhap')).toContainText('Joined');
      await shot(page, 'buyer-list-en');
      await page.getByTestId('buyer-row-link').first().click();
      await expect(page.getByTestId('buyer-detail-page')).toBeVisible();
      await shot(page, 'buyer-detail-en');
      await page.goto('/fun/supplier/list');
      await expect(page.getByRole('heading', { name: 'Suppliers' })).toBeVisible();
      await shot(page, 'supplier-list-en');
      const id = await supplierIdByCode(request, login.token, 'SUP01');
      await page.goto(`/fun/supplier/${id}`);
      await expect(page.getByTestId('supplier-detail-page')).toContainText('Position and limit');
      await shot(page, 'supplier-detail-en');
      await page.goto('/fun/indsupplier/list');
      await expect(page.getByRole('heading', { name: 'Individual suppliers' })).toBeVisible();
      await shot(page, 'indsupplier-list-en');
    });
  });
});
