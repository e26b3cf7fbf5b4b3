import { expect, test } from '../support/fixtures.ts';

test.describe('en funder', () => {
  test.use({ asUser: 'master', uiLocale: 'en' });
  test('shots', async ({ page }) => {
    await page.setViewportSize({ width: 1500, height: 950 });
    await page.goto('/fun/partner-payment/referral/ReferralCoordination');
    await expect(page.getByTestId('appendices-table')).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/appx-fun-list-en.png' });
    await page.getByRole('link', { name: 'PLGT-DEMO-0004' }).click();
    await expect(page.getByTestId('appendix-detail')).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/appx-fun-drawer-en.png' });
    await page.getByTestId('appendices-add').click({ force: true }).catch(() => {});
  });
});
test.describe('vi partner', () => {
  test.use({ asUser: 'partner3', uiLocale: 'vn' });
  test('shots', async ({ page }) => {
    await page.setViewportSize({ width: 1500, height: 950 });
    await page.goto('/partner/referral-coordination/program-config');
    await expect(page.getByTestId('appendices-table')).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/appx-par-list-vi.png' });
    await page.getByRole('link', { name: 'PLGT-DEMO-0002' }).click();
    await expect(page.getByTestId('appendix-detail')).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/appx-par-drawer-vi.png' });
  });
});
test.describe('vi funder new', () => {
  test.use({ asUser: 'master', uiLocale: 'vn' });
  test('shots', async ({ page }) => {
    await page.setViewportSize({ width: 1500, height: 950 });
    await page.goto('/fun/partner-payment/referral/ReferralCoordination');
    await page.getByTestId('appendices-add').click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/appx-fun-new-vi.png' });
  });
});
