import { pdf } from '../support/files.ts';
import { expect, test } from '../support/fixtures.ts';
import { closeSuccess, dialog } from '../support/sample-form.ts';
import { shot } from '../support/shots.ts';

/**
 * The supplier request flow (issue 10 part 2): supplier1 picks BUY01, sees its limits and terms,
 * chooses two of its demo receivables priced by the engine, makes the draft, uploads and
 * confirms the documents, confirms the contracts and signs with the signed contract; the
 * transaction then waits for review in its transactions by request.
 */
test.describe('supplier request flow', () => {
  test.use({ asUser: 'supplier1' });

  test('a supplier builds a transaction from its receivables and signs it', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/sup/new');
    await page.getByTestId('buyer-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await expect(page.getByTestId('synthesis')).toBeVisible();
    const rows = page.getByTestId('ar-table').locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await expect(page.getByTestId('selection-advance')).not.toBeEmpty();
    await shot(page, 'request-transaction-selection');
    await page.getByTestId('create-draft').click();
    await closeSuccess(page);

    const panel = page.getByTestId('transaction-panel');
    await expect(panel.getByTestId('status-tag').first()).toHaveAttribute('data-status', 'DRAFT');
    const code = (await panel.getByTestId('trans-code').textContent()) ?? '';
    expect(code).toMatch(/^GD-/);
    await expect(panel.getByTestId('panel-ars').locator('tbody tr.ant-table-row')).toHaveCount(2);

    await panel.getByTestId('doc-upload-file').setInputFiles(pdf('hop-dong-mua-ban.pdf'));
    await panel.getByTestId('doc-upload-send').click();
    await expect(panel.getByTestId('panel-docs')).toContainText('hop-dong-mua-ban.pdf');
    await panel.getByTestId('confirm-docs').click();
    await closeSuccess(page);
    await panel.getByTestId('confirm-contracts').click();
    await dialog(page, /.+/).getByRole('button', { name: 'Có' }).click();
    await closeSuccess(page);
    await expect(panel.getByTestId('status-tag').first()).toHaveAttribute(
      'data-status',
      'CONTRACTS_CONFIRMED',
    );
    await shot(page, 'request-transaction-sign');

    await panel.getByTestId('sign-file').setInputFiles(pdf('hop-dong-da-ky.pdf'));
    await panel.getByTestId('sign-send').click();
    await closeSuccess(page);

    await page.goto('/sup/transeachtime');
    const row = page.getByTestId('transactions-table').locator('tbody tr').filter({ hasText: code });
    await expect(row.getByTestId('status-tag')).toHaveAttribute('data-status', 'CREDIT_REVIEW');
    await row.click();
    await expect(page.getByTestId('transaction-drawer')).toContainText('hop-dong-da-ky.pdf');
    await shot(page, 'request-transaction-list');
  });
});
