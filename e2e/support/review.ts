import type { Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect } from '@playwright/test';
import { closeSuccess, dialog } from './sample-form.ts';
import { pageAs } from './session.ts';

/** Open a transaction from a funder list, searched by its code; answers its id. */
export async function openFromList(page: Page, list: string, code: string): Promise<number> {
  await page.goto(`/fun/transactions/${list}?trans_code=${code}`);
  await page.getByTestId(`funder-${list}-row-link`).filter({ hasText: code }).click();
  await expect(page).toHaveURL(new RegExp(`/fun/transactions/${list}/\\d+$`));
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The funder detail page's transaction stage tag. */
export const stage = (page: Page) =>
  page.getByTestId('funder-transaction-detail-page').getByTestId('status-tag').first();

/**
 * Answers 'Có' to a confirm dialog. A click during its opening animation can be lost (seen in
 * CI): click until it closes; while the request runs the button is loading, so a second click
 * cannot send it twice.
 */
export async function confirmYes(page: Page, title: string): Promise<void> {
  const confirm = dialog(page, title);
  await expect(async () => {
    await confirm.getByRole('button', { name: 'Có' }).click({ timeout: 2_000 });
    await expect(confirm).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** The funder's APPROVE at the level whose turn it is. */
export async function approve(page: Page): Promise<void> {
  await page.getByTestId('decide-APPROVE').click();
  await confirmYes(page, 'Phê duyệt giao dịch này?');
  await closeSuccess(page);
}

/** A decision that needs a reason (REJECT, ADD_DOC, ADJUST, RESET): typed in its dialog, then sent. */
export async function decideWithReason(page: Page, decision: string, reason: string): Promise<void> {
  await page.getByTestId(`decide-${decision}`).click();
  await page.getByTestId('reason-text').fill(reason);
  await page.getByTestId('reason-ok').click();
  await expect(page.getByTestId('reason-text')).toBeHidden();
}

/** The buyer opens a transaction waiting for its confirmation, by code, in its popup. */
export async function openBuyerWaiting(page: Page, code: string): Promise<void> {
  await page.goto('/buy/transeachtime#transeachtime-waitconfirm');
  const link = page.getByTestId('buyer-transeachtime-row-link').filter({ hasText: code });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByTestId('buyer-transaction-summary')).toContainText(code);
}

/**
 * A funder user opens the transaction at `path`, approves at their level and sees the next
 * stage; answers their page (the caller closes it or goes on).
 */
export async function approveAs(
  browser: Browser,
  baseURL: string,
  playwright: PlaywrightWorkerArgs['playwright'],
  o: { username: string; path: string; next: string },
): Promise<Page> {
  const page = await pageAs(browser, baseURL, playwright, o.username);
  await page.goto(o.path);
  await approve(page);
  await expect(stage(page)).toHaveAttribute('data-status', o.next);
  return page;
}

/** The check records tab shows the approval of each of the three levels. */
export async function expectThreeApprovals(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Hồ sơ kiểm tra' }).click();
  for (const level of ['OFFICER', 'SENIOR', 'MANAGER']) {
    await expect(page.getByTestId(`check-${level}-APPROVE`)).toBeVisible();
  }
}

/** REJECT with a reason: the dialog refuses an empty one first, then the transaction is rejected. */
export async function rejectWithReason(page: Page, reason: string): Promise<void> {
  await page.getByTestId('decide-REJECT').click();
  await page.getByTestId('reason-ok').click();
  await expect(page.getByText('Vui lòng nhập lý do')).toBeVisible();
  await page.getByTestId('reason-text').fill(reason);
  await page.getByTestId('reason-ok').click();
  await expect(stage(page)).toHaveAttribute('data-status', 'REJECTED');
}

/**
 * After the officer: the senior approves (from the progress list), then the manager (from the
 * internal list), each in their own browser. Answers the manager's page, at WAITING_FUNDER_CONFIRM.
 */
export async function seniorThenManager(
  browser: Browser,
  baseURL: string,
  playwright: PlaywrightWorkerArgs['playwright'],
  id: number,
): Promise<Page> {
  const senior = await approveAs(browser, baseURL, playwright, {
    username: 'casenior',
    path: `/fun/transactions/progress/${id}`,
    next: 'WAITING_APPROVAL',
  });
  await senior.context().close();
  return approveAs(browser, baseURL, playwright, {
    username: 'camanager',
    path: `/fun/transactions/internal/${id}`,
    next: 'WAITING_FUNDER_CONFIRM',
  });
}
