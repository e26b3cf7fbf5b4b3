import type { PartnerTradingItem } from '@arflow/domain/api/partner-trading';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { askFunding, awaitingApproval } from '../coordination/notice.fixtures.ts';

// The funder's partner trading (decision 0109): each figure moves with the notice that makes it.
const h = useApiHarness();
const LIST = '/api/partner-trading/list';

async function rowOf(code: string): Promise<PartnerTradingItem> {
  const res = await h.post(LIST, { search_condition: { keyword: code } }, 'accountant');
  expect(res.statusCode, res.body).toBe(200);
  const row = res.json().data.find((r: PartnerTradingItem) => r.partner_code === code);
  expect(row, code).toBeDefined();
  return row;
}

describe('partner trading', () => {
  it('counts an applied funding request as funded and outstanding until the funder pays it back', async () => {
    const before = await rowOf('PTN01');
    const request = await askFunding(h);
    // Asked, not applied: nothing funded yet.
    expect(await rowOf('PTN01')).toEqual(before);
    await h.post(`/api/partner-notice/${request.id}/confirm`, {}, 'partner1');
    const applied = await rowOf('PTN01');
    expect(applied.funded_amount - before.funded_amount).toBe(request.amount);
    expect(applied.outstanding_amount - before.outstanding_amount).toBe(request.amount);

    const pay = await h.post(
      '/api/partner-payment/funding/create-payment-notice',
      { notice_id: request.id },
      'accountant',
    );
    expect(pay.statusCode, pay.body).toBe(200);
    const paid = await rowOf('PTN01');
    expect(paid.funded_amount).toBe(applied.funded_amount);
    expect(paid.outstanding_amount).toBe(before.outstanding_amount);
  });

  it('counts a disbursed guarantee as guaranteed', async () => {
    const before = await rowOf('PTN02');
    const t = await awaitingApproval(h);
    const body = { trans_id: t.id, partner_id: await h.idOf('PTN02') };
    const n = (await h.post('/api/partner-payment/guarantee/create-notice', body, 'accountant')).json().data;
    await h.post(`/api/guarantee-notice/${n.id}/approve`, {}, 'partner2');
    expect((await rowOf('PTN02')).guaranteed_amount).toBe(before.guaranteed_amount);
    await h.post(`/api/guarantee-notice/${n.id}/disburse`, {}, 'accountant');
    expect((await rowOf('PTN02')).guaranteed_amount - before.guaranteed_amount).toBe(n.amount);
  });

  it('sums the same figures in the summary, filters by kind and form, and sorts on a figure', async () => {
    const all = await h.post(LIST, { page_size: 2000 }, 'master');
    expect(all.statusCode, all.body).toBe(200);
    const rows: PartnerTradingItem[] = all.json().data;
    expect(rows.length).toBe(all.json().page_info.total_record);
    const sum = await h.post('/api/partner-trading/summary', {}, 'master');
    expect(sum.statusCode, sum.body).toBe(200);
    const total = (k: keyof PartnerTradingItem) => rows.reduce((s, r) => s + (r[k] as number), 0);
    expect(sum.json().data).toEqual({
      partners: rows.length,
      funded_amount: total('funded_amount'),
      guaranteed_amount: total('guaranteed_amount'),
      referred_amount: total('referred_amount'),
      lent_amount: total('lent_amount'),
      outstanding_amount: total('outstanding_amount'),
    });

    const lending = await h.post(LIST, { search_condition: { partner_kind: 'LENDING' } }, 'master');
    expect(lending.json().data.map((r: PartnerTradingItem) => r.partner_code)).toContain('PTN04');
    expect(lending.json().data.every((r: PartnerTradingItem) => r.partner_kind === 'LENDING')).toBe(true);
    const persons = await h.post(LIST, { search_condition: { partner_form: 'PERSON' } }, 'master');
    expect(persons.json().data.every((r: PartnerTradingItem) => r.partner_form === 'PERSON')).toBe(true);
    const personSum = await h.post(
      '/api/partner-trading/summary',
      { search_condition: { partner_form: 'PERSON' } },
      'master',
    );
    expect(personSum.json().data.partners).toBe(persons.json().page_info.total_record);

    const sorted = await h.post(
      LIST,
      { page_size: 2000, sort_column: 'funded_amount', sort_direction: 'DESC' },
      'master',
    );
    const funded = sorted.json().data.map((r: PartnerTradingItem) => r.funded_amount);
    expect(funded).toEqual([...funded].sort((a: number, b: number) => b - a));
  });

  it('refuses bad input and callers outside the partner trading menu', async () => {
    for (const body of [
      { sort_column: 'mst' },
      { search_condition: { partner_kind: 'BANK' } },
      { search_condition: { partner_id: 1 } },
      { page_size: 0 },
      { search_condition: { keyword: 'x'.repeat(101) } },
    ])
      expect((await h.post(LIST, body, 'master')).statusCode, JSON.stringify(body)).toBe(422);
    expect(
      (await h.post('/api/partner-trading/summary', { search_condition: { partner_form: 'X' } }, 'master'))
        .statusCode,
    ).toBe(422);
    for (const user of ['partner1', 'buyer1', 'supplier1', 'crm'])
      for (const url of [LIST, '/api/partner-trading/summary'])
        expect((await h.post(url, {}, user)).statusCode, `${user} ${url}`).toBe(403);
  });
});
