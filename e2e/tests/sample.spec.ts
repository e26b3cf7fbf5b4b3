import { expect, test } from '../support/fixtures.ts';
import { dialog, fillSampleForm, inputOf } from '../support/sample-form.ts';
import { countSamples, createSample, type SampleBody, uniqueCode } from '../support/samples.ts';
import { shot } from '../support/shots.ts';

const base = (code: string): SampleBody => ({
  code,
  name: `Mẫu ${code}`,
  email: 'e2e@example.vn',
  phone: '0909123456',
  amount: 210_000_000,
  rate: 7.25,
  effective_date: '2026-03-18',
});

test.describe('sample module', () => {
  test.use({ asUser: 'master' });

  test('create: the Success! dialog, then the sample is in the list', async ({ page }) => {
    const code = uniqueCode('NEW');
    await page.goto('/sample');
    await page.getByTestId('sample-add').click();
    await expect(page).toHaveURL((url) => url.pathname === '/sample/add');

    await fillSampleForm(page, {
      code,
      name: 'Thép cuộn cán nóng e2e',
      email: 'thep@example.vn',
      phone: '0912345678',
      amount: '150000000',
      rate: '8',
      effectiveDate: '17/03/2026',
    });
    await shot(page, 'sample-add-filled');
    await page.getByTestId('sample-save').click();

    await dialog(page, 'Success!').getByRole('button', { name: 'Đồng ý' }).click();
    await expect(page).toHaveURL(/\/sample\/\d+$/);
    await expect(page.getByTestId('sample-detail-page')).toContainText(code);

    await page.goto(`/sample?keyword=${code}`);
    const link = page.getByTestId('sample-row-link').filter({ hasText: code });
    await expect(link).toBeVisible();
    const row = page.locator('tr', { has: link });
    await expect(row).toContainText('Thép cuộn cán nóng e2e');
    await expect(row).toContainText('17/03/2026');
    await expect(row).toContainText('150.000.000');
    await shot(page, 'sample-list-vi');
  });

  test('list: no answer from the server is a network problem with Retry, not "Something wrong"', async ({
    page,
  }) => {
    // Every call of the list fails as an unplugged cable does (react-query tries once more).
    const list = (url: URL) => url.pathname === '/api/samples';
    await page.route(list, (route) => route.abort('internetdisconnected'));
    await page.goto('/sample');
    const error = page.getByTestId('sample-list-error');
    await expect(error).toHaveAttribute('data-kind', 'network');
    await expect(error).toContainText('Không kết nối được máy chủ');
    await expect(error).not.toContainText('Something wrong');

    await page.unroute(list);
    await page.getByTestId('sample-list-error-retry').click();
    await expect(error).toHaveCount(0);
    await expect(page.getByTestId('sample-row-link').first()).toBeVisible();
  });

  test.describe('in English', () => {
    test.use({ uiLocale: 'en' });

    test('validation: empty name, bad e-mail and a weekend date are shown and nothing is saved', async ({
      page,
      request,
    }) => {
      const code = uniqueCode('BAD');
      let posted = false;
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/sample/form')) posted = true;
      });
      await page.goto('/sample/add');
      await fillSampleForm(page, {
        code,
        email: 'not-an-email',
        phone: '0912345678',
        amount: '1000000',
        rate: '5',
        // 21 March 2026 is a Saturday.
        effectiveDate: '03/21/2026',
      });
      await page.getByTestId('sample-save').click();

      const form = page.getByTestId('sample-form');
      await expect(form).toContainText('This field is required');
      await expect(form).toContainText('Email is not valid.');
      await expect(form).toContainText('The date must not be a weekend');
      await shot(page, 'sample-add-errors-en');
      await expect(page).toHaveURL((url) => url.pathname === '/sample/add');
      await expect(dialog(page, 'Success!')).toHaveCount(0);
      expect(posted).toBe(false);
      expect(await countSamples(request, code)).toBe(0);
    });
  });

  test('edit: the change shows in the history timeline', async ({ page, request, login }) => {
    const code = uniqueCode('EDIT');
    const id = await createSample(request, login.token, base(code));
    await page.goto(`/sample/${id}`);
    await expect(page.getByTestId('sample-history-item')).toHaveCount(1);

    await page.getByTestId('sample-edit').click();
    await fillSampleForm(page, { name: 'Tên đã sửa e2e' });
    await page.getByTestId('sample-save').click();
    await dialog(page, 'Success!').getByRole('button').click();
    await expect(dialog(page, 'Success!')).toHaveCount(0);

    const update = page.locator('[data-testid="sample-history-item"][data-action="UPDATE"]');
    await expect(update).toHaveCount(1);
    await expect(update).toContainText('Tên đã sửa e2e');
    await expect(update).toContainText(`Mẫu ${code}`);
    await expect(await inputOf(page, 'sample-name')).toHaveValue('Tên đã sửa e2e');
    await expect(page.getByTestId('sample-save')).toHaveCount(0);
    await shot(page, 'sample-detail-edited');
  });

  test('disable: asks first, then the status changes; a disabled sample can still be corrected', async ({
    page,
    request,
    login,
  }) => {
    const code = uniqueCode('OFF');
    const id = await createSample(request, login.token, base(code));
    await page.goto(`/sample/${id}`);
    const status = page.getByTestId('sample-detail-page').getByTestId('status-tag');
    await expect(status).toHaveAttribute('data-status', 'ACTIVE');

    // Saying no leaves the sample as it was.
    const confirm = dialog(page, 'Vô hiệu hóa mẫu này?');
    await page.getByTestId('sample-disable').click();
    await confirm.getByRole('button', { name: 'Không' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(status).toHaveAttribute('data-status', 'ACTIVE');

    await page.getByTestId('sample-disable').click();
    await confirm.getByRole('button', { name: 'Có' }).click();
    await dialog(page, 'Success!').getByRole('button').click();
    await expect(dialog(page, 'Success!')).toHaveCount(0);

    await expect(status).toHaveAttribute('data-status', 'DISABLED');
    await expect(status).toHaveText('Đã vô hiệu hóa');
    // The buttons are the workflow's actions for a DISABLED sample: edit yes, disable no.
    await expect(page.getByTestId('sample-disable')).toHaveCount(0);
    await expect(page.locator('[data-testid="sample-history-item"][data-action="DISABLE"]')).toHaveCount(1);
    await shot(page, 'sample-detail-disabled');

    await page.getByTestId('sample-edit').click();
    await fillSampleForm(page, { name: 'Sửa sau khi tắt e2e' });
    await page.getByTestId('sample-save').click();
    await dialog(page, 'Success!').getByRole('button').click();
    await expect(page.locator('[data-testid="sample-history-item"][data-action="UPDATE"]')).toContainText(
      'Sửa sau khi tắt e2e',
    );
    await expect(status).toHaveAttribute('data-status', 'DISABLED');
  });
});
