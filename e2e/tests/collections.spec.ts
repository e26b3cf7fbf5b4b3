import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { payFirstUnpaid, SLIP } from '../support/payments.ts';
import { closeSuccess, inputOf } from '../support/sample-form.ts';
import { pageAs } from '../support/session.ts';

// The demo's transactions fall due on Friday 29/01/2027; BUY01 has 5 grace days and N1 = 90
// (credit-buyer demo). GD-DEMO-P03 was paid early by the demo and its buyer never pays.
const MATURITY = '29/01/2027';
const OVERDUE_DAY = '04/02/2027';
const BAD_DEBT_DAY = '29/04/2027';
const UNPAID = 'GD-DEMO-P03';

/** The MASTER moves the business clock on the settings screen; every date up to it is closed. */
async function moveClock(master: Page, date: string): Promise<void> {
  await master.goto('/fun/internal/holidays');
  await fillDate(master, 'business-date-business-date', date);
  await master.getByTestId('business-date-save').click();
  await closeSuccess(master);
  await expect(master.getByTestId('business-date')).toHaveText(date);
  await expect(master.getByTestId('business-date-closed')).toBeVisible();
}

async function fillDate(page: Page, testId: string, date: string): Promise<void> {
  const input = await inputOf(page, testId);
  await input.click();
  await input.fill(date);
  await input.press('Tab');
}

/** Records a payment on one receivable with the form the settlement and collection pages share. */
async function recordPayment(
  page: Page,
  arId: number,
  p: { date: string; amount: number; remaining: number; interest: number },
): Promise<void> {
  const form = page.getByTestId(`settle-form-${arId}`);
  await fillDate(page, `settle-${arId}-date`, p.date);
  const money = async (name: string, v: number) => {
    const input = await inputOf(page, `settle-${arId}-${name}`);
    await input.fill(String(v));
  };
  await money('amount', p.amount);
  await money('remaining_principal', p.remaining);
  await money('interest_paid', p.interest);
  await form.getByTestId(`settle-${arId}-file`).locator('input[type=file]').setInputFiles(SLIP);
  await form.getByTestId(`settle-${arId}-submit`).click();
  await closeSuccess(page);
}

/** The collection list's rows of a transaction on one tab, as their invoice links. */
async function collectionRows(page: Page, tab: 'overdue' | 'bad-n-del' | 'completed', code: string) {
  await page.goto(`/fun/debt-collection?trans_code=${code}${tab === 'overdue' ? '' : `&view=${tab}`}`);
  await expect(page.getByTestId(`debt-collection-tab-${tab}`)).toBeVisible();
  return page.getByTestId('debt-collection-table').locator('tbody tr.ant-table-row');
}

/**
 * Golden path steps 7 and 8 on the business clock (issue 12): the accountant pays a completed
 * transaction's early amount with the payment slip; at maturity the buyer pays, the settlement
 * sends the residual to the supplier and the receivables are settled. A transaction the buyer
 * never pays becomes overdue, then bad debt, as the MASTER moves the clock; a collector records
 * the collection of one receivable (DONE_COLLECTION) and the collection manager writes the other
 * off with a reason.
 *
 * It moves the business date months ahead, so it runs after every other journey (the
 * 'business-clock' project of playwright.config.ts depends on the others).
 */
test('early payment, settlement at maturity, then overdue, bad debt, collection and write-off on the clock', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(300_000);
  const as = (user: string) => pageAs(browser, baseURL!, playwright as never, user);
  const accountant = await as('accountant');
  const master = await as('master');

  // 7. The accountant pays a completed transaction's early amount to the supplier's bank, with the slip.
  const id = await payFirstUnpaid(accountant);
  await expect(accountant.getByTestId('supplier-bank-table')).toBeVisible();

  // 8. At maturity the buyer pays each receivable in full: settled, the residual paid on to the supplier.
  await moveClock(master, MATURITY);
  await accountant.goto(`/fun/settlement-payment/${id}`);
  await expect(accountant.getByTestId('settlement-detail-page')).toBeVisible();
  const detail = await accountant.request.get(`/api/payments/${id}/settlement-payment`, {
    headers: { authorization: `Bearer ${await token(accountant)}` },
  });
  const ars = (await detail.json()).data as { ar_id: number; ar_amount: number; residual: number }[];
  expect(ars.length).toBeGreaterThan(0);
  for (const r of ars) {
    await recordPayment(accountant, r.ar_id, {
      date: MATURITY,
      amount: r.ar_amount,
      remaining: 0,
      interest: 0,
    });
    await expect(accountant.getByTestId(`settlement-ar-${r.ar_id}-unpaid`)).toHaveText(/^0/);
    await expect(accountant.getByTestId(`settlement-ar-${r.ar_id}-residual-paid`)).toHaveText(
      new RegExp(`^${r.residual.toLocaleString('vi-VN')}`),
    );
    await expect(
      accountant.getByTestId(`settlement-ar-${r.ar_id}`).getByTestId('status-tag'),
    ).toHaveAttribute('data-status', 'SETTLED');
  }

  // The transaction nobody pays: overdue after the 5 grace days, bad debt on day 90.
  const collector = await as('collector');
  await moveClock(master, OVERDUE_DAY);
  let rows = await collectionRows(collector, 'overdue', UNPAID);
  await expect(rows).toHaveCount(2);
  await expect(rows.getByTestId('status-tag').first()).toHaveAttribute('data-status', 'OVERDUE');
  await moveClock(master, BAD_DEBT_DAY);
  rows = await collectionRows(collector, 'bad-n-del', UNPAID);
  await expect(rows).toHaveCount(2);
  await expect(rows.getByTestId('status-tag').nth(1)).toHaveAttribute('data-status', 'BAD_DEBT');

  // The collector records the buyer's payment of one in full, penal interest included: DONE_COLLECTION.
  await rows.first().getByRole('link').first().click();
  await expect(collector).toHaveURL(/\/fun\/debt-collection\/\d+$/);
  const collected = Number(new URL(collector.url()).pathname.split('/').pop());
  const owed = await collector.request.get(`/api/debt-collection/${collected}`, {
    headers: { authorization: `Bearer ${await token(collector)}` },
  });
  const { unpaid, penal_outstanding } = (await owed.json()).data as {
    unpaid: number;
    penal_outstanding: number;
  };
  expect(penal_outstanding).toBeGreaterThan(0);
  await expect(collector.getByTestId('debt-collection-write-off')).toBeHidden();
  await recordPayment(collector, collected, {
    date: BAD_DEBT_DAY,
    amount: unpaid + penal_outstanding,
    remaining: 0,
    interest: penal_outstanding,
  });
  await expect(
    collector.getByTestId('debt-collection-detail').getByTestId('status-tag').first(),
  ).toHaveAttribute('data-status', 'DONE_COLLECTION');
  await expect(collector.getByTestId('debt-collection-unpaid')).toHaveText(/^0/);

  // The collection manager writes the other off, with the reason.
  const manager = await as('collectmanager');
  rows = await collectionRows(manager, 'bad-n-del', UNPAID);
  await rows
    .filter({ has: manager.locator('[data-status="BAD_DEBT"]') })
    .getByRole('link')
    .first()
    .click();
  await manager.getByTestId('debt-collection-write-off').click();
  await manager
    .getByTestId('debt-collection-write-off-dialog-reason')
    .fill('Bên mua mất khả năng thanh toán');
  await manager.getByTestId('debt-collection-write-off-dialog-submit').click();
  await closeSuccess(manager);
  await expect(
    manager.getByTestId('debt-collection-detail').getByTestId('status-tag').first(),
  ).toHaveAttribute('data-status', 'DELETED');
  rows = await collectionRows(manager, 'completed', UNPAID);
  await expect(rows).toHaveCount(1);
});

/** The bearer token the page's portal holds. */
async function token(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('arflow.session'));
  return (JSON.parse(raw!) as { token: string }).token;
}
