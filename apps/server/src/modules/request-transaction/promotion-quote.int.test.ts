import { addDays } from '@arflow/domain/dates';
import { earlyPaymentQuote } from '@arflow/domain/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import { promotionApplications } from '../programme/programme.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { requestWorld } from './request-transaction.fixture.ts';
import { openDraft, P } from './request-transaction.testing.ts';

const api = useApiHarness();
const { post, get } = api;

/** docs/finance.md §12: a promotion's points come off the agreed rate in the supplier's quote. */
describe('a promotion changes the supplier’s quote', () => {
  it('prices at the promoted rate until the supplier has used its applications', async () => {
    const w = await requestWorld(api.t.db, { arCount: 2 });
    const date = addDays(w.today, 1);
    const items = [{ ar_id: w.arIds[0]!, payment_ratio: 80, requested_date: date }];
    // Later quotes price the second receivable, which the draft below leaves open.
    const quote = async (ar_id = w.arIds[0]!) =>
      (
        await post(`${P}/ar-selection-set`, { buy_id: w.buyId, items: [{ ...items[0]!, ar_id }] }, w.user)
      ).json().data.items[0];
    const before = await quote();
    expect(before.discount_rate).toBe(12);

    const promo = await post(
      '/api/program-setup/promotion-setup',
      {
        name: 'Ưu đãi kiểm thử',
        buy_id: w.buyId,
        sup_id: w.supId,
        start_date: w.today,
        end_date: addDays(w.today, 10),
        discount_rate: 2.5,
        max_per_supplier: 1,
        note: null,
      },
      'master',
    );
    expect(promo.json().data.status).toBe('APPLIED');
    const after = await quote();
    const [ar] = await api.t.db.select().from(receivables).where(eq(receivables.id, w.arIds[0]!));
    const expected = earlyPaymentQuote(
      {
        arAmount: ar!.ar_amount,
        paymentRatio: 80,
        discountRate: 9.5,
        platformRate: 1.2,
        paymentDate: date,
        maturityDate: ar!.maturity_date,
      },
      await loadHolidays(api.t.db),
    );
    expect(after.discount_rate).toBe(9.5);
    expect(after.total_discount_amount).toBe(expected.discount);
    expect(after.total_discount_amount).toBeLessThan(before.total_discount_amount);
    expect(after.ar_sale_price).toBeGreaterThan(before.ar_sale_price);
    expect((await get(`${P}/synthesize/${w.buyId}`, w.user)).json().data.discount_rate).toBe(9.5);

    // The draft takes the promotion's one application; priced again it keeps it, counted once.
    const { id } = await openDraft(api, w, date);
    for (let i = 0; i < 2; i += 1) {
      const sel = await post(`${P}/ar-selection-confirm`, items, w.user);
      expect(sel.statusCode, sel.body).toBe(200);
      expect(sel.json().data.total_discount).toBe(after.total_discount_amount);
    }
    const held = await api.t.db
      .select()
      .from(promotionApplications)
      .where(eq(promotionApplications.trans_id, id));
    expect(held).toHaveLength(1);
    // Used up: the next quote is at the agreed rate again; deleting the draft gives it back.
    expect((await quote(w.arIds[1])).discount_rate).toBe(12);
    const del = await api.t.app.inject({
      method: 'DELETE',
      url: `${P}/draft-transaction?id=${id}`,
      headers: await api.t.auth(w.user),
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await quote(w.arIds[1])).discount_rate).toBe(9.5);
  });
});
