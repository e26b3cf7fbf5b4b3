import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { closeSuccess, dialog, inputOf } from '../support/sample-form.ts';
import { pageAs } from '../support/session.ts';
import { shot } from '../support/shots.ts';

async function buyerId(page: Page, code: string): Promise<number> {
  await page.goto(`/fun/buyer/credit?keyword=${code}`);
  const link = page.getByTestId('credit-buyer-row-link').filter({ hasText: code });
  await link.click();
  await expect(page).toHaveURL(/\/fun\/buyer\/credit\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/**
 * Buyer credit (issue 9): a credit officer proposes new terms for buyer BUY01, the CA manager
 * (never the proposer) approves and activates them, and buyer1 sees its programme with the new
 * limits and their headroom.
 */
test('a credit officer proposes, a CA manager approves and activates, the buyer sees its programme', async ({
  browser,
  baseURL,
  playwright,
}) => {
  // Three users in turn, each in their own browser: more than one page's worth of time.
  test.setTimeout(120_000);
  // 1. The credit officer proposes a new version from the one in force, with higher limits.
  const officer = await pageAs(browser, baseURL!, playwright, 'creditofficer');
  const id = await buyerId(officer, 'BUY01');
  await expect(officer.getByTestId('credit-link-eligibility')).toHaveAttribute(
    'href',
    `/fun/buyer/credit/${id}/eligibility`,
  );
  // What the demo transactions signed on BUY01 draw from its early-payment limit (none draws the standard one).
  await expect(officer.getByTestId('credit-headroom-standard')).toHaveAttribute('data-used', '0');
  const drawn = Number(await officer.getByTestId('credit-headroom-early').getAttribute('data-used'));
  expect(drawn).toBeGreaterThan(0);
  await officer.getByTestId('credit-propose').click();
  await (await inputOf(officer, 'credit-setup-credit-limit')).fill('6000000000');
  await (await inputOf(officer, 'credit-setup-standard-limit')).fill('4000000000');
  await (await inputOf(officer, 'credit-setup-early-payment-limit')).fill('2000000000');
  // A range rule of spec §5, checked in the browser with the server's schema.
  await (await inputOf(officer, 'credit-setup-ar-term-min')).fill('200');
  await officer.getByTestId('credit-setup-save').click();
  await expect(officer.getByText('Giá trị nhỏ nhất phải nhỏ hơn giá trị lớn nhất')).toBeVisible();
  await (await inputOf(officer, 'credit-setup-ar-term-min')).fill('30');
  await officer.getByTestId('credit-setup-save').click();
  await closeSuccess(officer);
  const detail = officer.getByTestId('credit-detail-page');
  await expect(detail.getByTestId('status-tag').first()).toHaveAttribute('data-status', 'PENDING');
  // The proposer is offered no decision on their own proposal.
  await expect(officer.getByTestId('credit-approve')).toHaveCount(0);
  await shot(officer, 'credit-buyer-proposed-vi');
  await officer.context().close();

  // 2. The CA manager approves, then activates.
  const manager = await pageAs(browser, baseURL!, playwright, 'camanager');
  await manager.goto(`/fun/buyer/credit/${id}`);
  await manager.getByTestId('credit-approve').click();
  await dialog(manager, 'Phê duyệt điều kiện tín dụng này?').getByRole('button', { name: 'Có' }).click();
  await closeSuccess(manager);
  await expect(manager.getByTestId('credit-detail-page').getByTestId('status-tag').first()).toHaveAttribute(
    'data-status',
    'APPLIED',
  );
  await manager.getByTestId('credit-activate').click();
  await dialog(manager, 'Kích hoạt điều kiện tín dụng này?').getByRole('button', { name: 'Có' }).click();
  await closeSuccess(manager);
  await expect(manager.getByTestId('credit-headroom-standard')).toHaveAttribute('data-total', '4000000000');
  // The used limit carried over from the version it replaced.
  await expect(manager.getByTestId('credit-headroom-early')).toHaveAttribute(
    'data-available',
    String(2_000_000_000 - drawn),
  );
  await manager.context().close();

  // 3. buyer1 sees its programme in force with the new limits and confirms its model.
  const buyer = await pageAs(browser, baseURL!, playwright, 'buyer1');
  await buyer.goto('/buy/transaction-structure-confirmation');
  const own = buyer.getByTestId('own-credit-page');
  await expect(own.getByTestId('own-headroom-standard')).toHaveAttribute('data-total', '4000000000');
  await expect(own.getByTestId('own-headroom-standard-available')).toContainText('4.000.000.000');
  await expect(own.getByTestId('own-headroom-early')).toHaveAttribute(
    'data-available',
    String(2_000_000_000 - drawn),
  );
  await expect(own.getByTestId('status-tag')).toHaveAttribute('data-status', 'ACTIVATED');
  await buyer.getByTestId('own-structure-confirm').click();
  await closeSuccess(buyer);
  await expect(buyer.getByTestId('own-structure-confirmed')).toBeVisible();
  await shot(buyer, 'credit-buyer-own-vi');
  await buyer.context().close();
});
