import { expect, type Page } from '@playwright/test';
import { closeSuccess, dialog } from './sample-form.ts';

/** A one-page PDF: the bank slips the accountant and the collector attach. */
export const SLIP = {
  name: 'uy-nhiem-chi.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 3 3]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

/**
 * The accountant opens the first of the demo's completed transactions (GD-DEMO-P…, due
 * 29/01/2027; other journeys may complete transactions of their own) in the early-unpaid list and
 * pays its early amount with the slip (confirmation, then Success!); answers the transaction's id.
 */
export async function payFirstUnpaid(page: Page): Promise<number> {
  await page.goto('/fun/early-payment?trans_code=GD-DEMO-P');
  await expect(page.getByTestId('early-payment-tab-early-unpaid')).toBeVisible();
  await page.getByTestId('early-payment-row-link').first().click();
  await expect(page).toHaveURL(/\/fun\/early-payment\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByTestId('pay-first-form')).toBeVisible();
  await page.getByTestId('pay-first-file').locator('input[type=file]').setInputFiles(SLIP);
  await page.getByTestId('pay-first-submit').click();
  await dialog(page, /Thanh toán số tiền sớm/)
    .getByRole('button', { name: 'Có' })
    .click();
  await closeSuccess(page);
  await expect(page.getByTestId('first-payment-info')).toContainText(SLIP.name);
  return id;
}
