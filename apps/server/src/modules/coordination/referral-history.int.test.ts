import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { partnerNotices } from './coordination.tables.ts';

const h = useApiHarness();
const URL = '/api/referral-coordination/transaction-history';

/** A referral notice of `code`'s, made here so the test counts its own rows. */
async function notice(code: string, kind: 'REFERRAL_PAYMENT' | 'REFERRAL_TERMINATION', code_: string) {
  const [now, status, ent_id] = [new Date(), 'WAITING_CONFIRMATION', await h.idOf(code)];
  const values = { ent_id, kind, trans_code: code_, amount: 12_345_678, start_date: '2026-11-02', status };
  const [row] = await h.t.db
    .insert(partnerNotices)
    .values({ ...values, created_at: now, updated_at: now })
    .returning({ id: partnerNotices.id });
  return row!.id;
}
const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((n) => n.id);
const list = (user: string, search_condition: object = {}) =>
  h.post(URL, { search_condition, page_size: 100 }, user);

describe("the referral partner's transaction history", () => {
  it('lists its commission payment and termination notices, and no one else’s', async () => {
    const tag = `RH-${process.pid}`;
    const payment = await notice('PTN03', 'REFERRAL_PAYMENT', `${tag}-1`);
    const termination = await notice('PTN03', 'REFERRAL_TERMINATION', `${tag}-2`);
    // Another partner's referral notice, and a notice of another kind of the same partner.
    const other = await notice('PTN01', 'REFERRAL_PAYMENT', `${tag}-3`);
    const mine = await list('partner3', { keyword: tag });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(ids(mine).sort()).toEqual([payment, termination].sort());
    expect(mine.json().data[0]).toMatchObject({ amount: 12_345_678 });
    // Sorted in SQL by the declared columns, paged.
    const sorted = await h.post(
      URL,
      { search_condition: { keyword: tag }, sort_column: 'id', sort_direction: 'DESC', page_size: 1 },
      'partner3',
    );
    expect(ids(sorted)).toEqual([termination]);
    expect(sorted.json().page_info).toEqual({ total_page: 2, total_record: 2 });
    // Another partner's id in the body reads as an id that exists nowhere: nothing.
    const named = await list('partner3', { keyword: tag, partner_id: await h.idOf('PTN01') });
    expect(named.json().page_info.total_record).toBe(0);
    expect((await list('partner3', { partner_id: 2147483000 })).json().page_info.total_record).toBe(0);
    expect(ids(await list('partner1', { keyword: tag }))).toEqual([other]);
    // The funder's staff read every partner's; a buyer none.
    expect(ids(await list('accountant', { keyword: tag })).sort()).toEqual(
      [payment, termination, other].sort(),
    );
    expect((await list('buyer1')).statusCode).toBe(403);
    const bad = await list('partner3', { status: 'NOPE'.repeat(100) });
    expect(bad.statusCode).toBe(422);
  });
});
