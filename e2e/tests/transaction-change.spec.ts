import { expect, test } from '../support/fixtures.ts';
import { confirmYes, decideWithReason, openFromList, stage } from '../support/review.ts';
import { closeSuccess } from '../support/sample-form.ts';
import { LOCALE_COOKIE, pageAs } from '../support/session.ts';
import { shot } from '../support/shots.ts';

/**
 * Transaction change (issue 10 part 5): the credit officer sends a funding notice on the paid
 * demo transaction GD-DEMO-B05, which moves it to the change list; its change details show the
 * notice and the step, in Vietnamese and in English; the CA manager approves the change and the
 * transaction is paid again, the steps kept.
 */
test('a funding notice opens a change, shown in both languages, which the manager approves', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const officer = await pageAs(browser, baseURL!, playwright, 'creditofficer');
  const id = await openFromList(officer, 'completed', 'GD-DEMO-B05');
  await expect(stage(officer)).toHaveAttribute('data-status', 'PAID');
  await decideWithReason(officer, 'start_change', 'Gia hạn thanh toán thêm 30 ngày');
  await expect(stage(officer)).toHaveAttribute('data-status', 'CHANGE');
  // Approving is the approvers' step, not the officer's.
  await expect(officer.getByTestId('approve-change')).toHaveCount(0);
  await officer.context().close();

  const manager = await pageAs(browser, baseURL!, playwright, 'camanager');
  await openFromList(manager, 'change', 'GD-DEMO-B05');
  const details = manager.getByTestId('change-details');
  await expect(details.getByTestId('change-notice')).toHaveText('Gia hạn thanh toán thêm 30 ngày');
  await expect(details).toContainText('Chi tiết điều chỉnh');
  await shot(manager, 'transaction-change-details-vi');

  await manager.context().addCookies([{ name: LOCALE_COOKIE, value: 'en', url: baseURL! }]);
  await manager.reload();
  await expect(details).toContainText('Change details');
  await expect(manager.getByTestId('approve-change')).toHaveText(/Approve the change/);
  await expect(manager.getByTestId('decide-cancel_change')).toHaveText(/Cancel the change/);
  await shot(manager, 'transaction-change-details-en');

  await manager.context().addCookies([{ name: LOCALE_COOKIE, value: 'vn', url: baseURL! }]);
  await manager.reload();
  await manager.getByTestId('approve-change').click();
  await confirmYes(manager, 'Duyệt điều chỉnh của giao dịch này?');
  await closeSuccess(manager);
  await expect(stage(manager)).toHaveAttribute('data-status', 'PAID');
  await manager.goto(`/fun/transactions/change/${id}`);
  await expect(manager.getByTestId('change-steps-history-item')).toHaveCount(2);
  // Newest first.
  await expect(manager.getByTestId('change-steps-history-item').first()).toHaveAttribute(
    'data-action',
    'APPROVE_CHANGE',
  );
  await expect(manager.getByTestId('approve-change')).toHaveCount(0);
  await manager.context().close();
});
