import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { closeSuccess, dialog } from '../support/sample-form.ts';
import { pageAs } from '../support/session.ts';
import { shot } from '../support/shots.ts';

/** Open a demo transaction from its list, searched by its code; answers its id. */
async function openFromList(page: Page, list: string, code: string): Promise<number> {
  await page.goto(`/fun/transactions/${list}?trans_code=${code}`);
  await page.getByTestId(`funder-${list}-row-link`).filter({ hasText: code }).click();
  await expect(page).toHaveURL(new RegExp(`/fun/transactions/${list}/\\d+$`));
  return Number(new URL(page.url()).pathname.split('/').pop());
}

const stage = (page: Page) =>
  page.getByTestId('funder-transaction-detail-page').getByTestId('status-tag').first();

/**
 * Answers 'Có' to a confirm dialog. A click during its opening animation can be lost (seen in
 * CI): click until it closes; while the request runs the button is loading, so a second click
 * cannot send it twice.
 */
async function confirmYes(page: Page, title: string): Promise<void> {
  const confirm = dialog(page, title);
  await expect(async () => {
    await confirm.getByRole('button', { name: 'Có' }).click({ timeout: 2_000 });
    await expect(confirm).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

async function approve(page: Page): Promise<void> {
  await page.getByTestId('decide-APPROVE').click();
  await confirmYes(page, 'Phê duyệt giao dịch này?');
  await closeSuccess(page);
}

/**
 * Funder review (issue 10 part 4): the officer, the senior and the manager approve DEMO-FUN-01
 * in turn, each seeing the decision only at their own level; the funder confirms the
 * early-payment request; then the manager rejects another transaction, which needs a reason.
 */
test('officer, senior and manager approve in turn, the funder confirms, a rejection needs a reason', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(150_000);
  const officer = await pageAs(browser, baseURL!, playwright as never, 'creditofficer');
  const id = await openFromList(officer, 'progress', 'DEMO-FUN-01');
  await expect(stage(officer)).toHaveAttribute('data-status', 'CREDIT_REVIEW');
  await approve(officer);
  await expect(stage(officer)).toHaveAttribute('data-status', 'SENIOR_REVIEW');
  // The officer's turn is over: no decision is offered at the senior's level.
  await expect(officer.getByTestId('decide-APPROVE')).toHaveCount(0);
  await officer.context().close();

  const senior = await pageAs(browser, baseURL!, playwright as never, 'casenior');
  await senior.goto(`/fun/transactions/progress/${id}`);
  await approve(senior);
  await expect(stage(senior)).toHaveAttribute('data-status', 'WAITING_APPROVAL');
  await senior.context().close();

  const manager = await pageAs(browser, baseURL!, playwright as never, 'camanager');
  await manager.goto(`/fun/transactions/internal/${id}`);
  await approve(manager);
  await expect(stage(manager)).toHaveAttribute('data-status', 'WAITING_FUNDER_CONFIRM');
  await manager.getByRole('tab', { name: 'Hồ sơ kiểm tra' }).click();
  for (const level of ['OFFICER', 'SENIOR', 'MANAGER']) {
    await expect(manager.getByTestId(`check-${level}-APPROVE`)).toBeVisible();
  }
  await manager.goto(`/fun/transactions/waiting-fun-confirm/${id}`);
  await manager.getByTestId('confirm-early-payment').click();
  await confirmYes(manager, 'Xác nhận đề nghị thanh toán sớm?');
  await closeSuccess(manager);
  await expect(stage(manager)).toHaveAttribute('data-status', 'WAITING_SUPPLIER_CONFIRM');
  await shot(manager, 'funder-review-confirmed-vi');

  // A rejection: the reason is required before the call goes.
  await openFromList(manager, 'internal', 'DEMO-FUN-05');
  await manager.getByTestId('decide-REJECT').click();
  await manager.getByTestId('reason-ok').click();
  await expect(manager.getByText('Vui lòng nhập lý do')).toBeVisible();
  await manager.getByTestId('reason-text').fill('Bên mua vượt hạn mức tập trung');
  await manager.getByTestId('reason-ok').click();
  await expect(stage(manager)).toHaveAttribute('data-status', 'REJECTED');
  await expect(manager.getByTestId('transaction-reason')).toHaveText('Bên mua vượt hạn mức tập trung');
  await expect(manager.getByTestId('decide-APPROVE')).toHaveCount(0);
  await manager.goto('/fun/transactions/reject?trans_code=DEMO-FUN-05');
  await expect(
    manager.getByTestId('funder-reject-row-link').filter({ hasText: 'DEMO-FUN-05' }),
  ).toBeVisible();
  await manager.context().close();
});
