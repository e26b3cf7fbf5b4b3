import { expect, test } from '../support/fixtures.ts';
import { signInWithForm } from '../support/login-form.ts';
import { closeSuccessDialog } from '../support/sample-form.ts';
import { apiClient, apiLogin, pageAs } from '../support/session.ts';
import { DEMO_PASSWORD } from '../support/users.ts';

test.use({ uiLocale: 'en' });

/**
 * Before the partner answers, the funder's accountant changes the demo's funding request (the
 * transaction moved on): the request is withdrawn with the reason and sent again; the new one
 * waits for the partner, who answers it in the next journey.
 */
test.describe('the funder', () => {
  test.use({ asUser: 'accountant' });

  test('changes a funding request the partner has not answered yet', async ({ page: funder }) => {
    await funder.goto('/fun/partner-payment/ChangeFundingNotice');
    const page = funder.getByTestId('change-funding-notice-page');
    await expect(page.getByRole('heading', { name: 'Funding change notice' })).toBeVisible();
    const open = page.getByTestId(/^change-confirming-change-\d+$/).first();
    const oldId = Number((await open.textContent())!.trim());
    await open.click();
    await funder.getByTestId('change-funding-notice-ok').click();
    await expect(funder.getByText('Please enter the reason for the change')).toBeVisible();
    await funder.getByTestId('change-funding-notice-text').fill('Giao dịch đã điều chỉnh khoản phải thu');
    await funder.getByTestId('change-funding-notice-ok').click();
    await closeSuccessDialog(funder);
    const drawer = funder.getByTestId('notice-drawer');
    await expect(drawer.getByTestId('notice-status')).toHaveText('Confirming');
    await funder.keyboard.press('Escape');
    await expect(page.getByTestId(`change-confirming-change-${oldId}`)).toHaveCount(0);
    await expect(page.getByTestId(/^change-confirming-change-\d+$/)).not.toHaveCount(0);
  });
});

/**
 * The funding partner signs in, opens its funding notices, confirms the funder's request to fund
 * a transaction (the demo's request awaiting it), and the funder's accountant sees it applied on
 * the funding coordination screen (decision 0089).
 */
test('a partner confirms a funding notice, the funder sends its payment notice, the partner confirms that too', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const api = await apiClient(playwright, baseURL!);
  const partner = await apiLogin(api, 'partner1');
  const waiting = await api.post('/api/funding-coordination-announcement/funding-request/list', {
    data: { search_condition: { status: 'CONFIRMING' } },
    headers: { authorization: `Bearer ${partner.token}` },
  });
  expect(waiting.ok()).toBe(true);
  const id = ((await waiting.json()) as { data: { id: number }[] }).data[0]!.id;
  await api.dispose();

  await page.goto('/');
  await signInWithForm(page, 'partner1', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/partner\//);
  await page.goto('/partner/funding-coordination/notice-management');
  await expect(page.getByTestId('funding-notices-page')).toBeVisible();
  await page.getByTestId(`funding-requests-open-${id}`).click();
  const drawer = page.getByTestId('notice-drawer');
  await expect(drawer.getByTestId('notice-status')).toHaveText('Confirming');
  await drawer.getByTestId('notice-confirm').click();
  await expect(drawer.getByTestId('notice-status')).toHaveText('Applied');
  // Answered once: no button is left to press.
  await expect(drawer.getByTestId('notice-confirm')).toBeHidden();

  const funder = await pageAs(browser, baseURL!, playwright, 'accountant');
  await funder.goto('/fun/partner-payment/funding/FundingCoordination');
  await expect(funder.getByTestId('funder-funding-page')).toBeVisible();
  await funder.getByTestId(`funder-funding-notices-open-${id}`).click();
  await expect(funder.getByTestId('notice-drawer').getByTestId('notice-status')).toHaveText(
    /Applied|Đã áp dụng/,
  );

  // The applied request is paid back by a payment notice the funder sends from it…
  await funder.getByTestId('notice-payment-create').click();
  const sent = funder.locator('.ant-message').getByText(/\d+/);
  await expect(sent).toBeVisible();
  const paymentId = Number(/(\d+)/.exec((await sent.textContent()) ?? '')![1]);
  await funder.keyboard.press('Escape');
  await expect(funder.getByTestId(`funder-funding-notices-open-${paymentId}`)).toBeVisible();

  // …which the partner confirms among its funding payment notices, and the funder sees applied.
  await page.reload();
  await page.getByRole('tab', { name: 'Notices', exact: true }).click();
  await page.getByTestId(`funding-payment-notices-open-${paymentId}`).click();
  await expect(drawer.getByTestId('notice-status')).toHaveText('Confirming');
  await drawer.getByTestId('notice-confirm').click();
  await expect(drawer.getByTestId('notice-status')).toHaveText('Applied');
  await funder.reload();
  await funder.getByTestId(`funder-funding-notices-open-${paymentId}`).click();
  await expect(funder.getByTestId('notice-drawer').getByTestId('notice-status')).toHaveText(
    /Applied|Đã áp dụng/,
  );
  await funder.context().close();
});
