import type { Page } from '@playwright/test';
import { pdf } from '../support/files.ts';
import { expect, test } from '../support/fixtures.ts';
import { arWorkbook, XLSX } from '../support/receivables.ts';
import {
  approve,
  confirmYes,
  decideWithReason,
  expectThreeApprovals,
  openBuyerWaiting,
  openFromList,
  rejectWithReason,
  seniorThenManager,
  stage,
} from '../support/review.ts';
import { closeSuccess, dialog, inputOf } from '../support/sample-form.ts';
import { apiClient, apiLogin, pageAs } from '../support/session.ts';
import { shot } from '../support/shots.ts';

/** dd/mm/yyyy of today + `days` in Vietnam, as the Vietnamese date picker takes it. */
function vnDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const [y, m, day] = d.toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).split('-');
  return `${day}/${m}/${y}`;
}

/** The supplier's transaction, opened in its transactions by request; answers the drawer's panel. */
async function openSupplierTransaction(page: Page, code: string) {
  await page.goto('/sup/transeachtime');
  await page.getByTestId('transactions-table').locator('tbody tr').filter({ hasText: code }).click();
  const panel = page.getByTestId('transaction-drawer').getByTestId('transaction-panel');
  await expect(panel.getByTestId('trans-code')).toHaveText(code);
  return panel;
}

/** /sup/new with the buyer picked: its synthesis of limits and terms shows. */
async function pickBuyer(page: Page, buyer: string): Promise<void> {
  await page.goto('/sup/new');
  await page.getByTestId('buyer-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: buyer }).click();
  await expect(page.getByTestId('synthesis')).toBeVisible();
}

const panelStage = (panel: ReturnType<Page['getByTestId']>) => panel.getByTestId('status-tag').first();

/**
 * Builds a transaction on /sup/new from the receivables whose invoice numbers are `invoices`
 * (on the buyer already picked): selection, payment ratio, requested date, recalculated amounts,
 * draft, documents, contracts, signature. Answers the transaction code.
 */
async function buildAndSign(page: Page, buyer: string, invoices: string[], prefix: string): Promise<string> {
  await pickBuyer(page, buyer);
  await page.getByTestId('filter-inv_no').fill(prefix);
  const rows = page.getByTestId('ar-table').locator('tbody tr.ant-table-row');
  for (const inv of invoices) await rows.filter({ hasText: inv }).getByRole('checkbox').check();
  const advance = page.getByTestId('selection-advance');
  await expect(advance).not.toBeEmpty();
  const atMax = (await advance.textContent()) ?? '';

  // A lower payment ratio and a later date: the engine prices the selection again.
  await (await inputOf(page, 'payment-ratio')).fill('70');
  const date = await inputOf(page, 'requested-date');
  await date.click();
  await date.fill(vnDate(7));
  await date.press('Tab');
  await expect(advance).not.toHaveText(atMax);
  const recalculated = (await advance.textContent()) ?? '';
  await page.getByTestId('create-draft').click();
  await closeSuccess(page);

  const panel = page.getByTestId('transaction-panel');
  await expect(panelStage(panel)).toHaveAttribute('data-status', 'DRAFT');
  await expect(panel.getByTestId('total-advance')).toHaveText(recalculated);
  await expect(panel.getByTestId('panel-ars').locator('tbody tr.ant-table-row')).toHaveCount(invoices.length);
  const code = (await panel.getByTestId('trans-code').textContent()) ?? '';

  await panel.getByTestId('doc-upload-file').setInputFiles(pdf('hoa-don-va-hop-dong.pdf'));
  await panel.getByTestId('doc-upload-send').click();
  await expect(panel.getByTestId('panel-docs')).toContainText('hoa-don-va-hop-dong.pdf');
  await panel.getByTestId('confirm-docs').click();
  await closeSuccess(page);
  await panel.getByTestId('confirm-contracts').click();
  await confirmYes(page, 'Xác nhận các hợp đồng của giao dịch này?');
  await closeSuccess(page);
  await expect(panelStage(panel)).toHaveAttribute('data-status', 'CONTRACTS_CONFIRMED');
  await panel.getByTestId('sign-file').setInputFiles(pdf('giao-dich-da-ky.pdf'));
  await panel.getByTestId('sign-send').click();
  await closeSuccess(page);
  return code;
}

/**
 * The golden path, steps 3 to 6 (issue 10): supplier1 imports receivables on BUY01, builds and
 * signs a transaction, buyer1 confirms it, the credit officer asks for a document which the
 * supplier adds, then officer, senior and manager approve (each their own level), the manager
 * confirms the early-payment request and the supplier signs the debt sale: completed. A second
 * transaction is rejected with a reason, which the supplier reads, and its limit comes back.
 */
test('receivables to a completed transaction, with an add-document round trip and a rejection', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(300_000);
  const run = `${Date.now()}`.slice(-7);
  const prefix = `GP-${run}`;
  const supplier = await pageAs(browser, baseURL!, playwright, 'supplier1');

  // Step 3: receivables on BUY01, imported from the server's template.
  const api = await apiClient(playwright, baseURL!);
  const token = (await apiLogin(api, 'supplier1')).token;
  const workbook = await arWorkbook(
    api,
    token,
    [50_000_000, 40_000_000, 30_000_000].map((amount, i) => ({
      buy_mst: '0301234567',
      inv_no: `${prefix}-${i + 1}`,
      inv_date: '02/11/2026',
      invoice_amount: amount + 5_000_000,
      ar_amount: amount,
      maturity_date: '01/02/2027',
      due_payment: amount,
    })),
  );
  await api.dispose();
  await supplier.goto('/sup/trading');
  await supplier.getByTestId('receivables-import-open').click();
  await supplier
    .getByTestId('receivables-import-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: 'khoan-phai-thu.xlsx', mimeType: XLSX, buffer: workbook });
  await expect(supplier.getByTestId('receivables-import-done')).toContainText('3');
  await supplier.keyboard.press('Escape');

  // Step 4: the supplier's request, signed.
  const buyer = 'Bán lẻ Sao Mai';
  const code = await buildAndSign(supplier, buyer, [`${prefix}-1`, `${prefix}-2`], prefix);
  await shot(supplier, 'golden-path-signed');
  await pickBuyer(supplier, buyer);
  const available = (await supplier.getByTestId('available-limit').textContent()) ?? '';
  const rejected = await buildAndSign(supplier, buyer, [`${prefix}-3`], prefix);

  // Step 5: the buyer confirms the transaction on its receivables.
  const buyerPage = await pageAs(browser, baseURL!, playwright, 'buyer1');
  await openBuyerWaiting(buyerPage, code);
  await buyerPage.getByTestId('buyer-confirm').click();
  const sign = dialog(buyerPage, 'Ký xác nhận hồ sơ');
  await sign.getByTestId('buyer-confirm-checked').check();
  await sign.getByTestId('buyer-confirm-submit').click();
  await closeSuccess(buyerPage);
  await buyerPage.context().close();

  // Step 6: the review. The officer first asks for a document…
  const officer = await pageAs(browser, baseURL!, playwright, 'creditofficer');
  const id = await openFromList(officer, 'progress', code);
  await expect(stage(officer)).toHaveAttribute('data-status', 'CREDIT_REVIEW');
  await decideWithReason(officer, 'ADD_DOC', 'Bổ sung biên bản giao nhận hàng');
  await expect(stage(officer)).toHaveAttribute('data-status', 'HOLDING');
  await openFromList(officer, 'holding', code);

  // …which the supplier sends: the review starts again.
  let panel = await openSupplierTransaction(supplier, code);
  await expect(panelStage(panel)).toHaveAttribute('data-status', 'HOLDING');
  await expect(panel).toContainText('Bổ sung biên bản giao nhận hàng');
  await panel.getByTestId('add-doc-upload-file').setInputFiles(pdf('bien-ban-giao-nhan.pdf'));
  await panel.getByTestId('add-doc-upload-send').click();
  await expect(panelStage(panel)).toHaveAttribute('data-status', 'CREDIT_REVIEW');
  await expect(panel.getByTestId('panel-docs')).toContainText('bien-ban-giao-nhan.pdf');

  // Officer, senior and manager approve, each at their own level only (maker-checker).
  await officer.goto(`/fun/transactions/progress/${id}`);
  await approve(officer);
  await expect(stage(officer)).toHaveAttribute('data-status', 'SENIOR_REVIEW');
  await expect(officer.getByTestId('decide-APPROVE')).toHaveCount(0);

  // The other transaction: rejected with its reason.
  await openFromList(officer, 'progress', rejected);
  await rejectWithReason(officer, 'Hóa đơn không khớp với đơn đặt hàng');
  await openFromList(officer, 'reject', rejected);
  await officer.context().close();

  const manager = await seniorThenManager(browser, baseURL!, playwright, id);
  await openFromList(manager, 'waiting-fun-confirm', code);
  await manager.getByTestId('confirm-early-payment').click();
  await confirmYes(manager, 'Xác nhận đề nghị thanh toán sớm?');
  await closeSuccess(manager);
  await expect(stage(manager)).toHaveAttribute('data-status', 'WAITING_SUPPLIER_CONFIRM');
  await openFromList(manager, 'waiting-sup-confirm', code);

  // The supplier signs the debt sale: the transaction is completed.
  panel = await openSupplierTransaction(supplier, code);
  await expect(panelStage(panel)).toHaveAttribute('data-status', 'WAITING_SUPPLIER_CONFIRM');
  await panel.getByTestId('sign-debt-sale-file').setInputFiles(pdf('mua-ban-no-da-ky.pdf'));
  await panel.getByTestId('sign-debt-sale-send').click();
  await closeSuccess(supplier);
  await expect(panelStage(panel)).toHaveAttribute('data-status', 'COMPLETED');
  await shot(supplier, 'golden-path-completed');

  await openFromList(manager, 'completed', code);
  await expect(stage(manager)).toHaveAttribute('data-status', 'COMPLETED');
  await expectThreeApprovals(manager);
  // The same three records on the assessment-items screen.
  await manager.goto(`/fun/transactions/expertise/AssessmentItem?id=${id}`);
  await expect(manager.getByTestId('funder-assessment-page')).toContainText(code);
  await expect(manager.getByTestId('check-MANAGER-APPROVE')).toBeVisible();
  await manager.context().close();

  // The rejected one: the supplier reads the reason, and its limit is given back.
  panel = await openSupplierTransaction(supplier, rejected);
  await expect(panelStage(panel)).toHaveAttribute('data-status', 'REJECTED');
  await expect(panel).toContainText('Hóa đơn không khớp với đơn đặt hàng');
  await pickBuyer(supplier, buyer);
  await expect(supplier.getByTestId('available-limit')).toHaveText(available);
  // The revision screen lists the transactions using the limits, the completed one among them.
  await supplier.goto('/sup/revision');
  await expect(supplier.getByTestId('revision-transactions-table')).toContainText(code);
  await supplier.context().close();
});
