import { expect, type Page } from '@playwright/test';

/** The newest OTP mailed to an address, read in the development mailbox (a page of its own). */
export async function mailedOtp(page: Page, to: string): Promise<string> {
  const mailbox = await page.context().newPage();
  await mailbox.goto('/dev/mailbox');
  await mailbox.getByTestId('dev-mailbox-filter').locator('input').fill(to);
  const subject = mailbox.getByTestId('dev-mail-subject').first();
  await expect(subject).toContainText('ARFlow OTP');
  const code = /ARFlow OTP: (\d{6})/.exec((await subject.textContent()) ?? '')![1]!;
  await mailbox.close();
  return code;
}
