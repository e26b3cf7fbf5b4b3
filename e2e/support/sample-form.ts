import { expect, type Locator, type Page } from '@playwright/test';

export interface SampleFormInput {
  code?: string;
  name?: string;
  email?: string;
  phone?: string;
  amount?: string;
  rate?: string;
  /** As the user types it, in the current language's format. */
  effectiveDate?: string;
}

/** Types into the sample form (apps/web SampleForm); fields left out stay as they are. */
export async function fillSampleForm(page: Page, input: SampleFormInput): Promise<void> {
  const fields: [keyof SampleFormInput, string][] = [
    ['code', 'sample-code'],
    ['name', 'sample-name'],
    ['email', 'sample-email'],
    ['phone', 'sample-phone'],
    ['amount', 'sample-amount'],
    ['rate', 'sample-rate'],
  ];
  for (const [key, testId] of fields) {
    const value = input[key];
    if (value === undefined) continue;
    await (await inputOf(page, testId)).fill(value);
  }
  if (input.effectiveDate !== undefined) {
    const date = await inputOf(page, 'sample-effective-date');
    await date.click();
    await date.fill(input.effectiveDate);
    // Leaving the field commits the typed date; Enter would also submit the form.
    await date.press('Tab');
    await expect(date).toHaveValue(input.effectiveDate);
  }
}

/**
 * The input of a form control: antd puts a test id on the input itself or, for some controls
 * and versions, on a wrapper around it.
 */
export async function inputOf(page: Page, testId: string): Promise<Locator> {
  const box = page.getByTestId(testId);
  return (await box.evaluate((el) => el.tagName)) === 'INPUT' ? box : box.locator('input');
}

/** The open dialog with this title ('Success!', 'Error!' or a confirmation question). */
export function dialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Close the Success! dialog; the click can land during its opening animation, so it is retried. */
export async function closeSuccess(page: Page): Promise<void> {
  const success = dialog(page, 'Success!');
  await expect(async () => {
    await success.getByRole('button', { name: 'Đồng ý' }).click();
    await expect(success).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Close the Success! dialog in either language (its one button is its last). */
export async function closeSuccessDialog(page: Page): Promise<void> {
  const success = dialog(page, 'Success!');
  await expect(async () => {
    await success.getByRole('button').last().click();
    await expect(success).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
