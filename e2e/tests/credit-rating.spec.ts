import { expect } from '@playwright/test';
import { supplierIdByCode } from '../support/companies.ts';
import { test } from '../support/fixtures.ts';
import { inputOf } from '../support/sample-form.ts';
import { shot } from '../support/shots.ts';

test.describe('industry credit rating', () => {
  test.use({ asUser: 'camanager' });

  test('overlapping score ranges are refused with the spec’s message, and nothing is saved', async ({
    page,
    request,
    login,
  }) => {
    await page.goto('/fun/category-business/indexm');
    await expect(page.getByTestId('industries-table')).toContainText('Sản xuất công nghiệp');
    const bands = page.getByTestId('bands-card');
    await expect(bands).toContainText('C: [40,00; 60,00)');

    await page.getByTestId('bands-edit').click();
    await expect(page.getByTestId('bands-row')).toHaveCount(5);
    // C from 30 overlaps D (below 40).
    const min = await inputOf(page, 'bands-1-min');
    await min.fill('30');
    await page.getByTestId('bands-save').click();
    const form = page.getByTestId('bands-form');
    await expect(form).toContainText('Khoảng điểm bị chồng lấn');
    await shot(page, 'credit-rating-overlap');

    // Still open, nothing saved: the card shows the old range once the popup is closed.
    await page.getByRole('button', { name: 'Hủy' }).click();
    await expect(bands).toContainText('C: [40,00; 60,00)');

    // The industry's model: its criteria with proportions totalling 100.
    await page.getByTestId('industries-table').getByRole('link', { name: 'Sản xuất công nghiệp' }).click();
    await expect(page.getByTestId('criteria-table')).toContainText('Tỷ số thanh toán hiện hành');
    await expect(page.getByTestId('industry-page')).toContainText('100,00%');

    // The demo supplier's score, explained, in its AssessmentItem view.
    const id = await supplierIdByCode(request, login.token, 'SUP01');
    await page.goto(`/fun/supplier/${id}`);
    await page.getByRole('tab', { name: 'Thẩm định' }).click();
    await expect(page.getByTestId('supplier-score-total')).toContainText('Tổng điểm: 73,50 · Hạng: B');
    await shot(page, 'credit-rating-supplier-score');

    // The same view on its own screen: chosen from the supplier list, then opened by id.
    await page.goto('/fun/supplier/AssessmentItem?mst=3701234568');
    await expect(page.getByTestId(`assessment-open-${id}`)).toBeVisible();
    await page.getByTestId(`assessment-open-${id}`).click();
    await expect(page.getByTestId('assessment-item-page')).toBeVisible();
    await expect(page.getByTestId('supplier-score-total')).toContainText('Tổng điểm: 73,50 · Hạng: B');
  });
});
