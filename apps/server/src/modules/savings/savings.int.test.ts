import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../platform/clock.ts';
import { runDailyClose } from '../../platform/jobs/daily-close.ts';
import { journalLines } from '../journal/journal.tables.ts';
import { savingsMaturityStep } from './maturity-step.ts';
import { savingsMovements, savingsPacks } from './savings.tables.ts';
import { useSavingsApi } from './savings.test-kit.ts';

let today = '2026-03-02';
const clock: Clock = { now: () => new Date(`${today}T03:00:00Z`), today: () => today };

const savings = useSavingsApi(clock);
const { call, uid } = savings;

async function member(introducer: string | null = null) {
  const res = await call('POST', '/savings/member/form', 'master', {
    code: `KT${uid()}`,
    name: 'Thành viên kiểm thử',
    kind: 'PERSON',
    id_no: null,
    phone: '0901234567',
    introducer,
    active: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; class_id: number | null; total_holding: number };
}

async function pack(kind: 'term' | 'non-term', form: Record<string, unknown>, activate = true) {
  const base = {
    code: `GKT${uid()}`,
    name: 'Gói kiểm thử',
    cap: null,
    commission_rate: 0,
    description: null,
  };
  const extra = kind === 'term' ? { term_months: 6, early_rate: 0.5 } : {};
  const res = await call('POST', `/savings/${kind}-packs/form`, 'master', {
    ...base,
    rate: 7,
    ...extra,
    ...form,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as number;
  if (activate)
    expect((await call('POST', `/savings/${kind}-packs/${id}/activate`, 'master')).statusCode).toBe(200);
  return id;
}

const place = (pack_id: number, member_id: number, amount: number) =>
  call('POST', '/savings/placement', 'master', { pack_id, member_id, amount });

async function linesOf(placementId: number) {
  const moves = await savings.t.db
    .select()
    .from(savingsMovements)
    .where(eq(savingsMovements.placement_id, placementId));
  const lines = await savings.t.db
    .select()
    .from(journalLines)
    .where(
      inArray(
        journalLines.entry_id,
        moves.map((m) => m.journal_entry_id!),
      ),
    );
  return { moves, lines };
}

describe('savings packs', () => {
  it('keeps classes, members and packs, and refuses bad input in both languages', async () => {
    const klass = await call('POST', '/savings/membership-class/form', 'master', {
      name: `Hạng ${uid()}`,
      min_holding: 50_000_000_000,
      bonus_rate: 0.4,
    });
    expect(klass.statusCode).toBe(200);
    expect(klass.json().data).toMatchObject({
      min_holding: 50_000_000_000,
      bonus_rate: 0.4,
      member_count: 0,
    });
    const again = await call('POST', '/savings/membership-class/form', 'master', {
      name: klass.json().data.name.toUpperCase(),
      min_holding: 1,
      bonus_rate: 0,
    });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().fields)).toEqual(['name']);

    const bad = await call('POST', '/savings/term-packs/form', 'master', {
      code: 'a b',
      name: '',
      rate: 101,
      cap: 1_000_000,
      commission_rate: 0.5,
      description: null,
      term_months: 0,
      early_rate: 0.5,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'code',
      'commission_rate',
      'name',
      'rate',
      'term_months',
    ]);
    expect(bad.json().fields.commission_rate[0]).toBe(
      'A pack with a cap pays no commission: set the commission to 0 or remove the cap',
    );
    const vi = await call(
      'POST',
      '/savings/non-term-packs/form',
      'master',
      { code: 'X', name: 'X', rate: 'a' },
      'vi',
    );
    expect(vi.statusCode).toBeGreaterThanOrEqual(400);
    expect(vi.statusCode).toBeLessThan(500);
    expect(JSON.stringify(vi.json())).toMatch(/[à-ỹ]/);
    const wrongType = await call('POST', '/savings/placements', 'master', { page_size: 'x' });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().fields)).toEqual(['page_size']);

    const m = await member();
    const edited = await call('POST', `/savings/member/form/${m.id}`, 'master', {
      code: `KT${uid()}`,
      name: 'Tên mới',
      kind: 'COMPANY',
      id_no: '0312345678',
      phone: '0901234567',
      introducer: 'Người giới thiệu',
      active: true,
    });
    expect(edited.json().data).toMatchObject({ name: 'Tên mới', kind: 'COMPANY', total_holding: 0 });
    const list = await call('GET', `/savings/members?keyword=${encodeURIComponent('Tên mới')}`, 'master');
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(m.id);
  });

  it('lets only the funder MASTER and SUBMASTER in', async () => {
    for (const user of ['buyer1', 'supplier1', 'accountant', 'crm']) {
      expect((await call('GET', '/savings/packs', user)).statusCode, user).toBe(403);
      expect((await call('POST', '/savings/transactions', user, {})).statusCode, user).toBe(403);
      const body = { pack_id: 1, member_id: 1, amount: 1_000 };
      expect((await call('POST', '/savings/placement', user, body)).statusCode, user).toBe(403);
    }
    expect((await call('GET', '/savings/term-packs', 'master')).statusCode).toBe(200);
  });

  it('moves a pack through its table: draft, active, closed; only an active pack takes money', async () => {
    const m = await member();
    const id = await pack('term', {}, false);
    expect((await place(id, m.id, 1_000_000)).json().code).toBe('SAVINGS_PACK_NOT_ACTIVE');
    const detail = await call('GET', `/savings/term-packs/${id}`, 'master');
    expect(detail.json().actions.sort()).toEqual(['activate', 'update']);
    // A term pack is not found among the non-term packs.
    expect((await call('GET', `/savings/non-term-packs/${id}`, 'master')).statusCode).toBe(404);
    await call('POST', `/savings/term-packs/${id}/activate`, 'master');
    expect((await call('POST', `/savings/term-packs/${id}/activate`, 'master')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    expect((await place(id, m.id, 1_000_000)).statusCode).toBe(200);
    expect((await call('POST', `/savings/term-packs/${id}/close`, 'master')).json().data.status).toBe(
      'CLOSED',
    );
    expect((await place(id, m.id, 1_000_000)).json().code).toBe('SAVINGS_PACK_NOT_ACTIVE');
  });

  it('pays the worked example of finance.md §15: class bonus, maturity, early withdrawal, commission', async () => {
    today = '2026-03-02';
    const gold = `Vàng ${uid()}`;
    // Above every demo class, so the member's class is this one once it holds 2 billion.
    await call('POST', '/savings/membership-class/form', 'master', {
      name: gold,
      min_holding: 2_000_000_000 + savings.seq,
      bonus_rate: 0.3,
    });
    const m = await member('Trần Thị Bình');
    const flexible = await pack('non-term', { rate: 3, commission_rate: 0.5 });
    const first = await place(flexible, m.id, 2_100_000_000);
    expect(first.json().data).toMatchObject({
      rate: 3,
      early_rate: null,
      maturity_date: null,
      status: 'ACTIVE',
    });
    const history = await call('POST', '/savings/member-history', 'master', {
      search_condition: { member_id: m.id },
    });
    expect(history.json().data[0]).toMatchObject({ to_class: gold, total_holding: 2_100_000_000 });

    const term = await pack('term', { rate: 7, early_rate: 0.5, term_months: 6 });
    const placed = (await place(term, m.id, 500_000_000)).json().data;
    expect(placed).toMatchObject({
      rate: 7.3,
      early_rate: 0.8,
      start_date: '2026-03-02',
      maturity_date: '2026-09-02',
    });

    // A member without the bonus withdraws early: the early rate, 120 days.
    const other = await member();
    const early = (await place(term, other.id, 500_000_000)).json().data;
    today = '2026-06-30';
    const withdrawn = await call('POST', `/savings/placement/${early.id}/close`, 'master');
    expect(withdrawn.json().data).toMatchObject({
      status: 'WITHDRAWN',
      interest: 821_918,
      commission: 0,
      closed_on: today,
    });

    // The non-term placement: 3 % for 120 days, and the introducer's 0,5 %.
    const closed = await call('POST', `/savings/placement/${first.json().data.id}/close`, 'master');
    // 2.100.000.000 × 3 × 120 / 36 500 = 20.712.328,77; × 0,5 × 120 / 36 500 = 3.452.054,79.
    expect(closed.json().data).toMatchObject({
      status: 'WITHDRAWN',
      interest: 20_712_329,
      commission: 3_452_055,
    });

    today = '2026-09-15';
    const matured = await call('POST', `/savings/placement/${placed.id}/close`, 'master');
    expect(matured.json().data).toMatchObject({
      status: 'MATURED',
      interest: 18_400_000,
      closed_on: '2026-09-15',
    });
    expect((await call('POST', `/savings/placement/${placed.id}/close`, 'master')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );

    // Each movement is a balanced journal entry in the accounts of §15.
    const { moves, lines } = await linesOf(placed.id);
    expect(moves.map((mv) => [mv.kind, mv.amount]).sort()).toEqual([
      ['INTEREST', 18_400_000],
      ['PLACE', 500_000_000],
      ['WITHDRAW', 500_000_000],
    ]);
    const by = (account: string) =>
      lines.filter((l) => l.account === account).reduce((s, l) => s + l.debit - l.credit, 0);
    expect(by('savings_payable')).toBe(0);
    expect(by('savings_interest_expense')).toBe(18_400_000);
    expect(by('cash')).toBe(-18_400_000);

    // Paid back, the member's holding is 0 and its class follows (history rows).
    const after = (await call('GET', `/savings/member/${m.id}`, 'master')).json().data;
    expect(after.total_holding).toBe(0);
    const rows = await call('POST', '/savings/member-history', 'master', {
      search_condition: { member_id: m.id },
    });
    expect(rows.json().data).toContainEqual(
      expect.objectContaining({ from_class: gold, total_holding: 500_000_000 }),
    );
    const tx = await call('POST', '/savings/transactions', 'master', {
      search_condition: { member_id: m.id },
    });
    expect(tx.json().page_info.total_record).toBe(7);
    expect(tx.json().object.total_amount).toBe(
      2 * 2_100_000_000 + 20_712_329 + 3_452_055 + 2 * 500_000_000 + 18_400_000,
    );
  });

  it('never places beyond a limited pack cap, whoever races', async () => {
    today = '2026-03-02';
    const id = await pack('non-term', { cap: 1_000_000_000, rate: 3 });
    const members = await Promise.all(Array.from({ length: 4 }, () => member()));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(id, members[i % 4]!.id, 100_000_000)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code)).toEqual(
      Array(10).fill('SAVINGS_CAP_EXCEEDED'),
    );
    const [row] = await savings.t.db.select().from(savingsPacks).where(eq(savingsPacks.id, id));
    expect(row!.placed).toBe(1_000_000_000);
    const limited = await call('POST', '/savings/placements', 'master', {
      search_condition: { pack_id: id, limited: 'true' },
    });
    expect(limited.json().page_info.total_record).toBe(10);
  });

  it('pays term placements back on their maturity date at the daily close, non-term ones run on', async () => {
    today = '2026-03-02';
    const m = await member();
    const term = await pack('term', { rate: 7, early_rate: 0.5, term_months: 6 });
    const flexible = await pack('non-term', { rate: 3 });
    const held = (await place(term, m.id, 500_000_000)).json().data;
    const running = (await place(flexible, m.id, 100_000_000)).json().data;
    // Closed days, from the day before maturity: the placement matures on 2026-09-02 itself.
    const close = (date: string) =>
      runDailyClose({
        db: savings.t.db,
        businessDate: date,
        clock,
        steps: [savingsMaturityStep],
        log: savings.t.app.log,
      });
    today = '2026-09-03';
    await close('2026-09-01');
    expect((await call('GET', `/savings/placement/${held.id}`, 'master')).json().data.status).toBe('ACTIVE');
    await close('2026-09-02');
    const matured = (await call('GET', `/savings/placement/${held.id}`, 'master')).json().data;
    // 500.000.000 × 7 % × 184 days / 365 = 17.643.835,6: the full rate, closed on the maturity date.
    expect(matured).toMatchObject({ status: 'MATURED', closed_on: '2026-09-02', interest: 17_643_836 });
    expect((await call('GET', `/savings/placement/${running.id}`, 'master')).json().data.status).toBe(
      'ACTIVE',
    );
    const { moves } = await linesOf(held.id);
    expect(moves.map((mv) => mv.kind).sort()).toEqual(['INTEREST', 'PLACE', 'WITHDRAW']);
    // A close run again for the same date finds nothing left to mature.
    await close('2026-09-02');
    expect((await linesOf(held.id)).moves).toHaveLength(3);
    const after = (await call('GET', `/savings/member/${m.id}`, 'master')).json().data;
    expect(after.total_holding).toBe(100_000_000);
  });

  it('lists the demo in every list', async () => {
    for (const url of [
      '/savings/membership-classes',
      '/savings/members',
      '/savings/term-packs',
      '/savings/non-term-packs',
      '/savings/packs?limited=true',
    ])
      expect((await call('GET', url, 'master')).json().page_info.total_record, url).toBeGreaterThan(0);
    for (const url of ['/savings/placements', '/savings/transactions', '/savings/member-history'])
      expect((await call('POST', url, 'submaster', {})).json().page_info.total_record, url).toBeGreaterThan(
        0,
      );
    // The Commission screen: an introduced member's placement paid back.
    const commission = await call('POST', '/savings/transactions', 'submaster', {
      search_condition: { kind: 'COMMISSION' },
    });
    expect(commission.json().page_info.total_record, commission.body).toBeGreaterThan(0);
  });
});
