import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { payFirstUnpaid, SLIP } from '../support/payments.ts';
import { dialog, inputOf } from '../support/sample-form.ts';

/** Today in Vietnam as the date pickers show it in Vietnamese (dd/mm/yyyy). */
function todayVi(): string {
  const [y, m, d] = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).split('-');
  return `${d}/${m}/${y}`;
}

/** Close the Success! dialog (the click can land during its opening animation: retried until it closes). */
async function closeSuccess(page: Page): Promise<void> {
  const success = dialog(page, 'Success!');
  await expect(async () => {
    await success.getByRole('button').first().click();
    await expect(success).toBeHidden({ timeout: 1_000 });
  }).toPass();
}

test.use({ asUser: 'accountant' });

/**
 * Payments (issue 12, golden path steps 7 and 8): the accountant pays a completed transaction's
 * early amount with the payment slip, then records the buyer's payment of each receivable at
 * maturity until the transaction is settled.
 */
test('the accountant pays a completed transaction early, then records the buyer settling it', async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  // 1-2. The unpaid list holds the demo's completed transactions: pay one with the slip.
  const id = await payFirstUnpaid(page);
  await expect(page.getByTestId('pay-first-form')).toBeHidden();
  await expect(
    page.getByTestId('early-payment-journal-table').locator('tbody tr.ant-table-row').first(),
  ).toBeVisible();

  // 3. The buyer pays each receivable in full today (before its due date: no penal interest).
  await page.goto(`/fun/settlement-payment/${id}`);
  await expect(page.getByTestId('settlement-detail-page')).toBeVisible();
  const detail = await page.request.get(`/api/payments/${id}/settlement-payment`, {
    headers: { authorization: `Bearer ${login.token}` },
  });
  const receivables = (await detail.json()).data as { ar_id: number; ar_amount: number }[];
  expect(receivables.length).toBeGreaterThan(0);
  for (const r of receivables) {
    const form = page.getByTestId(`settle-form-${r.ar_id}`);
    const date = await inputOf(page, `settle-${r.ar_id}-date`);
    await date.click();
    await date.fill(todayVi());
    await date.press('Tab');
    await (await inputOf(page, `settle-${r.ar_id}-amount`)).fill(String(r.ar_amount));
    await form.getByTestId(`settle-${r.ar_id}-file`).locator('input[type=file]').setInputFiles(SLIP);
    await form.getByTestId(`settle-${r.ar_id}-submit`).click();
    await closeSuccess(page);
    await expect(page.getByTestId(`settlement-ar-${r.ar_id}-unpaid`)).toHaveText(/^0/);
  }

  // 4. The transaction left the waiting list and its clearing matches the journal.
  await page.goto('/fun/settlement-payment?list=settlement-paid');
  await expect(page.getByTestId('settlement-payment-row-link').first()).toBeVisible();
  await page.goto('/fun/clearing-settlement-payment');
  await expect(page.getByTestId('clearing-matched').first()).toBeVisible();
});
