import { expect, test } from '../support/fixtures.ts';
import { dialog, inputOf } from '../support/sample-form.ts';

test.use({ asUser: 'master', uiLocale: 'en' });

/**
 * The funder sets up a term savings pack, activates it, places a member's money in it from the
 * unlimited packs' member page, pays it back early, and finds the movements in the savings
 * transaction history (issue 24, decision 0107).
 */
test('a savings pack is added and activated, money placed in it and paid back, the movements listed', async ({
  page,
}) => {
  const code = `E2E${Date.now().toString(36).slice(-6).toUpperCase()}`;
  await page.goto('/fun/savesting-packs-management/term');
  await page.getByTestId('savings-term-packs-add').click();
  await (await inputOf(page, 'savings-term-pack-code')).fill(code);
  await (await inputOf(page, 'savings-term-pack-name')).fill(`Tích lũy e2e ${code}`);
  await (await inputOf(page, 'savings-term-pack-rate')).fill('6.5');
  await (await inputOf(page, 'savings-term-pack-term-months')).fill('6');
  await (await inputOf(page, 'savings-term-pack-early-rate')).fill('0.5');
  await page.getByTestId('savings-term-pack-save').click();
  await dialog(page, 'Success!').getByRole('button').click();

  // The new pack is a draft until activated from its popup.
  await (await inputOf(page, 'savings-term-packs-filter-keyword')).fill(code);
  await page.getByTestId('savings-term-packs-filter-search').click();
  await page.getByTestId('savings-term-packs-table').getByText(code, { exact: true }).click();
  const view = page.getByTestId('savings-term-packs-view-popup');
  await expect(view).toBeVisible();
  await view.getByTestId('savings-term-packs-activate').click();
  await dialog(page, /activate/i)
    .getByRole('button', { name: 'Yes' })
    .click();
  await dialog(page, 'Success!').getByRole('button').click();
  await expect(view.getByTestId('status-tag').first()).toHaveAttribute('data-status', 'ACTIVE');
  await page.keyboard.press('Escape');

  // Unlimited packs (no cap): the pack's name opens its members' placements.
  await page.goto('/fun/tichluy/ListPackageUnlimited');
  await (await inputOf(page, 'savings-unlimited-packs-filter-keyword')).fill(code);
  await page.getByTestId('savings-unlimited-packs-filter-search').click();
  await page
    .getByTestId('savings-unlimited-packs-table')
    .getByRole('link', { name: `Tích lũy e2e ${code}` })
    .click();
  await expect(page).toHaveURL(/\/fun\/tichluy\/ListPackageUnlimited\/Member\/\d+$/);
  await expect(page.getByTestId('savings-unlimited-members-list-page')).toBeVisible();

  await page.getByTestId('savings-place').click();
  await page.getByTestId('savings-placement-member-id').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await (await inputOf(page, 'savings-placement-amount')).fill('100000000');
  await page.getByTestId('savings-placement-save').click();
  await dialog(page, 'Success!').getByRole('button').click();
  const rows = page.getByTestId('savings-unlimited-members-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('100,000,000');

  // Paid back before maturity: the early rate applies and the placement is closed.
  await rows.first().click();
  const popup = page.getByTestId('savings-placement-popup');
  await popup.getByTestId('savings-placement-close').click();
  await dialog(page, /pay/i).getByRole('button', { name: 'Yes' }).click();
  await dialog(page, 'Success!').getByRole('button').click();
  await expect(popup.getByTestId('status-tag').first()).not.toHaveAttribute('data-status', 'ACTIVE');
  await page.keyboard.press('Escape');

  await page.goto('/fun/tichluy/TransactionHistory');
  // Newest first: the placement and its paying back lead the history.
  await expect(page.getByTestId('savings-transactions-table')).toContainText(code);
  await expect(page.getByTestId('savings-transactions-table')).toContainText('100,000,000');
});

/**
 * The funder drafts a transfer from its own capital to a pack on AddSourceTranfer, finds it on
 * SourceTranfer and confirms it: the source's balance falls by the amount (decision 0117).
 */
test('a source transfer is drafted, listed and confirmed, moving the source balance', async ({ page }) => {
  const note = `e2e ${Date.now().toString(36)}`;
  await page.goto('/fun/tichluy/SourceTranfer');
  const own = page.getByTestId('savings-sources-table').locator('tr', { hasText: 'NV-VTC' });
  await expect(own).toBeVisible();
  const before = (await own.textContent()) ?? '';

  await page.getByTestId('savings-transfer-add').click();
  await expect(page).toHaveURL(/\/fun\/tichluy\/AddSourceTranfer$/);
  // The choices are a long virtual list: search narrows it to the one meant.
  const choose = async (field: string, text: string) => {
    await page.getByTestId(`savings-transfer-${field}`).click();
    await page.keyboard.type(text);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
      .first()
      .click();
  };
  await choose('from', 'NV-VTC');
  await choose('to', 'GTL-KKH-GH');
  await (await inputOf(page, 'savings-transfer-amount')).fill('1000000');
  await page.getByTestId('savings-transfer-note').fill(note);
  await page.getByTestId('savings-transfer-save').click();
  await dialog(page, 'Success!').getByRole('button').click();

  // Back on the list: the draft moved no money yet.
  await expect(page).toHaveURL(/\/fun\/tichluy\/SourceTranfer$/);
  const row = page.getByTestId('savings-transfers-table').locator('tr', { hasText: note });
  await expect(row).toContainText('Awaiting confirmation');
  await expect(own).toHaveText(before);
  await row.click();
  const popup = page.getByTestId('savings-transfer-popup');
  await popup.getByTestId('savings-transfer-confirm').click();
  await dialog(page, /confirm this transfer/i)
    .getByRole('button', { name: 'Yes' })
    .click();
  await dialog(page, 'Success!').getByRole('button').click();
  await expect(popup.getByTestId('status-tag').first()).toHaveAttribute('data-status', 'CONFIRMED');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Confirmed');
  await expect(own).not.toHaveText(before);
});
