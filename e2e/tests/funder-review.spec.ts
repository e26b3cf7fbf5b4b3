import { expect, test } from '../support/fixtures.ts';
import {
  approve,
  confirmYes,
  expectThreeApprovals,
  openFromList,
  rejectWithReason,
  seniorThenManager,
  stage,
} from '../support/review.ts';
import { closeSuccess } from '../support/sample-form.ts';
import { pageAs } from '../support/session.ts';
import { shot } from '../support/shots.ts';

/**
 * Funder review (issue 10 part 4): the officer, the senior and the manager approve GD-DEMO-F01
 * in turn, each seeing the decision only at their own level; the funder confirms the
 * early-payment request; then the manager rejects another transaction, which needs a reason.
 */
test('officer, senior and manager approve in turn, the funder confirms, a rejection needs a reason', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(150_000);
  const officer = await pageAs(browser, baseURL!, playwright, 'creditofficer');
  const id = await openFromList(officer, 'progress', 'GD-DEMO-F01');
  await expect(stage(officer)).toHaveAttribute('data-status', 'CREDIT_REVIEW');
  await approve(officer);
  await expect(stage(officer)).toHaveAttribute('data-status', 'SENIOR_REVIEW');
  // The officer's turn is over: no decision is offered at the senior's level.
  await expect(officer.getByTestId('decide-APPROVE')).toHaveCount(0);
  await officer.context().close();

  const manager = await seniorThenManager(browser, baseURL!, playwright, id);
  await expectThreeApprovals(manager);
  await manager.goto(`/fun/transactions/waiting-fun-confirm/${id}`);
  await manager.getByTestId('confirm-early-payment').click();
  await confirmYes(manager, 'Xác nhận đề nghị thanh toán sớm?');
  await closeSuccess(manager);
  await expect(stage(manager)).toHaveAttribute('data-status', 'WAITING_SUPPLIER_CONFIRM');
  await shot(manager, 'funder-review-confirmed-vi');

  // A rejection: the reason is required before the call goes.
  await openFromList(manager, 'internal', 'GD-DEMO-F05');
  await rejectWithReason(manager, 'Bên mua vượt hạn mức tập trung');
  await expect(manager.getByTestId('transaction-reason')).toHaveText('Bên mua vượt hạn mức tập trung');
  await expect(manager.getByTestId('decide-APPROVE')).toHaveCount(0);
  await manager.goto('/fun/transactions/reject?trans_code=GD-DEMO-F05');
  await expect(
    manager.getByTestId('funder-reject-row-link').filter({ hasText: 'GD-DEMO-F05' }),
  ).toBeVisible();
  await manager.context().close();
});
