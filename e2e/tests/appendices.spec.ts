import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { mailedOtp } from '../support/mailbox.ts';
import { closeSuccessDialog } from '../support/sample-form.ts';
import { apiClient, apiLogin, LOCALE_COOKIE, sessionEntry } from '../support/session.ts';

test.use({ asUser: 'master', uiLocale: 'en' });

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

/** The signing modal: the first certificate, the OTP read in the development mailbox, sign. */
async function signWithOtp(page: Page, mailTo: string) {
  await page.getByTestId('appendix-sign').click();
  const modal = page.getByTestId('signing-modal');
  await expect(modal.getByTestId('signing-certificate')).toBeVisible();
  await modal.getByTestId('signing-send-otp').click();
  await expect(modal.getByTestId('signing-otp-sent')).toBeVisible();
  await modal.getByTestId('signing-otp').fill(await mailedOtp(page, mailTo));
  await modal.getByTestId('signing-confirm').click();
  await expect(modal).toBeHidden();
}

/**
 * The funder makes a referral appendix for the combined partner account DTN01 and generates it
 * for e-signing; the partner signs first, then the platform, each with an e-mailed OTP; the
 * appendix is complete and the funder switches its commission on.
 */
test('a referral appendix is made by the funder, e-signed by the partner and the platform, complete', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const code = `E2E-${Date.now() % 1_000_000}`;
  await page.goto('/fun/partner-payment/referral/ReferralCoordination');
  await expect(page.getByTestId('appendices-list-page')).toBeVisible();
  await page.getByTestId('appendices-add').click();
  await choose(page, 'appendix-partner', 'DTN01');
  await choose(page, 'appendix-type', 'Lending');
  await page.getByTestId('appendix-name').fill('Referral of lending funds');
  await page.getByTestId('appendix-code').fill(code);
  await page.getByTestId('appendix-commission-rate').fill('0.5');
  await choose(page, 'appendix-payment-type', 'Monthly');
  await page.getByTestId('appendix-save').click();
  await closeSuccessDialog(page);

  const drawer = page.getByTestId('appendix-drawer');
  await expect(drawer.getByTestId('appendix-status')).toContainText('Waiting request');
  const id = new URL(page.url()).searchParams.get('appendix');
  expect(id).toMatch(/^\d+$/);
  await drawer.getByTestId('appendix-generate').click();
  await closeSuccessDialog(page);
  await expect(drawer.getByTestId('appendix-status')).toContainText('Waiting partner e-sign');
  // Not the platform's turn yet.
  await expect(drawer.getByTestId('appendix-sign')).toHaveCount(0);

  // The partner signs in its own session.
  const api = await apiClient(playwright, baseURL!);
  const partnerSession = sessionEntry(await apiLogin(api, 'doitacncc1'));
  await api.dispose();
  const origin = new URL(baseURL!).origin;
  const partnerContext = await browser.newContext({
    storageState: {
      cookies: [
        {
          name: LOCALE_COOKIE,
          value: 'en',
          domain: new URL(baseURL!).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [{ origin, localStorage: [partnerSession] }],
    },
  });
  const partner = await partnerContext.newPage();
  await partner.goto(`/partner/referral-coordination/program-config?appendix=${id}`);
  const partnerDrawer = partner.getByTestId('appendix-drawer');
  await expect(partnerDrawer).toContainText(code);
  await signWithOtp(partner, 'doitacncc1@');
  await expect(partnerDrawer.getByTestId('appendix-status')).toContainText('Waiting system-company e-sign');
  await partnerContext.close();

  // Then the platform.
  await page.reload();
  await expect(drawer.getByTestId('appendix-status')).toContainText('Waiting system-company e-sign');
  await signWithOtp(page, 'master@');
  await expect(drawer.getByTestId('appendix-status')).toContainText('Complete');
  await expect(drawer.getByTestId('appendix-history')).toContainText('Signed');

  await drawer.getByTestId('appendix-commission-activate').click();
  await page.getByTestId('appendix-commission-save').click();
  await closeSuccessDialog(page);
  await expect(drawer.getByTestId('appendix-commission-status')).toContainText('Active');
});
