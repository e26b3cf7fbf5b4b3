import { expect, test } from '../support/fixtures.ts';
import { auth } from '../support/receivables.ts';
import { apiLogin } from '../support/session.ts';

type Request = { id: number; status: string };

/**
 * Issue 24 part 5: a buyer redeems points for a voucher on its redeem-point screen, sees its points
 * spent and its request new, and sees it approved once the funder has answered.
 */
test.describe('points and vouchers', () => {
  test.use({ asUser: 'buyer1', uiLocale: 'en' });

  test('a buyer redeems points for a voucher and sees it approved', async ({ page, request, login }) => {
    const master = await apiLogin(request, 'master');
    // A rerun on the same database: the funder answers any request the buyer left new.
    const open = (await (
      await request.post('/api/point/listrequestvoucher', {
        headers: auth(master.token),
        data: { search_condition: { status: 'NEW', ent_id: login.user.ent_id } },
      })
    ).json()) as { data: Request[] };
    for (const r of open.data)
      await request.post(`/api/point/requestvoucher/${r.id}/reject`, {
        headers: auth(master.token),
        data: { reason: 'e2e rerun' },
      });

    await page.goto('/buy/setup/redeem-point');
    await expect(page.getByTestId('points-redeem-page')).toBeVisible();
    await expect(page.getByTestId('points-rule')).toContainText('VND 1,000,000');
    const total = page.getByTestId('points-total_point').locator('.ant-statistic-content-value');
    await expect(total).not.toHaveText(/^\D*0$/);
    const before = Number((await total.textContent())?.replace(/\D/g, '') ?? 0);

    // The cheapest voucher offered comes first: 50 points.
    const catalogue = page.getByTestId('points-catalogue-table');
    await expect(catalogue).toContainText('Phiếu mua hàng 500.000 đ');
    await expect(catalogue).not.toContainText('Ưu đãi Tết 2026');
    await catalogue.getByTestId('points-redeem').first().click();
    await page.locator('.ant-popconfirm-buttons .ant-btn-primary').click();
    await expect(page.locator('.ant-message')).toContainText('Your request was sent');
    await expect(total).toHaveText(String(before - 50).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    const pending = page.getByTestId('points-pending_point').locator('.ant-statistic-content-value');
    await expect(pending).toHaveText('50');
    const mine = page.getByTestId('points-my-requests-table');
    await expect(mine).toContainText('New');

    // A second redeem while the first is new: the spec's refusal, word for word.
    await catalogue.getByTestId('points-redeem').first().click();
    await page.locator('.ant-popconfirm-buttons .ant-btn-primary').click();
    await expect(page.locator('.ant-message')).toContainText('Existed a request with status new');

    // The funder approves it; the buyer's screen shows it approved and the points redeemed.
    const requests = (await (
      await request.post('/api/point/listrequestvoucher', {
        headers: auth(master.token),
        data: { search_condition: { status: 'NEW', ent_id: login.user.ent_id } },
      })
    ).json()) as { data: Request[] };
    expect(requests.data).toHaveLength(1);
    const approved = await request.post(`/api/point/requestvoucher/${requests.data[0]!.id}/approve`, {
      headers: auth(master.token),
      data: {},
    });
    expect(approved.status()).toBe(200);
    await page.reload();
    await expect(mine).toContainText('Approved');
    await expect(pending).toHaveText('0');
    await expect(page.getByTestId('points-my-details-table')).toContainText('Redeemed');
  });
});
