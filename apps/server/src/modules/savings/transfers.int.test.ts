import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import type { Clock } from '../../platform/clock.ts';
import { journalEntries, journalLines } from '../journal/journal.tables.ts';
import { useSavingsApi } from './savings.test-kit.ts';

const today = '2026-03-02';
const clock: Clock = { now: () => new Date(`${today}T03:00:00Z`), today: () => today };

const savings = useSavingsApi(clock);
const { call, uid } = savings;

async function source(opening_balance: number) {
  const res = await call('POST', '/savings/source/form', 'master', {
    code: `NV${uid()}`,
    name: 'Nguồn kiểm thử',
    kind: 'BANK_ACCOUNT',
    account_no: '0071000000001',
    opening_balance,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; balance: number };
}

async function pack() {
  const res = await call('POST', '/savings/non-term-packs/form', 'master', {
    code: `GKT${uid()}`,
    name: 'Gói kiểm thử',
    rate: 3,
    cap: null,
    commission_rate: 0,
    description: null,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const draft = (from: string, to: string, amount: number, user = 'master') =>
  call('POST', '/savings/transfer', user, { from, to, amount, note: null });
const act = (id: number, action: 'confirm' | 'cancel', user = 'master') =>
  call(
    'POST',
    `/savings/transfer/${id}/${action}`,
    user,
    action === 'cancel' ? { reason: 'Nhập sai' } : undefined,
  );
const balanceOf = async (id: number) =>
  (await call('GET', `/savings/source/${id}`, 'master')).json().data.balance as number;

describe('savings sources and transfers', () => {
  it('adds a source with its opening balance booked, drafts a transfer to a pack and confirms it into the journal', async () => {
    const s = await source(1_000_000_000);
    expect(s.balance).toBe(1_000_000_000);
    const p = await pack();
    const res = await draft(`source:${s.id}`, `pack:${p}`, 300_000_000);
    expect(res.statusCode, res.body).toBe(200);
    const drafted = res.json().data;
    expect(drafted).toMatchObject({
      from: `source:${s.id}`,
      to: `pack:${p}`,
      amount: 300_000_000,
      status: 'DRAFT',
      created_on: today,
      confirmed_on: null,
      journal_entry_id: null,
    });
    expect(drafted.from_name).toMatch(/^NV.* – Nguồn kiểm thử$/);
    // A draft moves no money.
    expect(await balanceOf(s.id)).toBe(1_000_000_000);
    const detail = (await call('GET', `/savings/transfer/${drafted.id}`, 'submaster')).json().data;
    expect(detail.actions.sort()).toEqual(['cancel', 'confirm']);

    const confirmed = (await act(drafted.id, 'confirm')).json().data;
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', confirmed_on: today });
    expect(await balanceOf(s.id)).toBe(700_000_000);
    const lines = await savings.t.db
      .select({ account: journalLines.account, debit: journalLines.debit, credit: journalLines.credit })
      .from(journalLines)
      .where(eq(journalLines.entry_id, confirmed.journal_entry_id));
    expect(lines).toEqual(
      expect.arrayContaining([
        { account: 'savings_pack_funds', debit: 300_000_000, credit: 0 },
        { account: 'savings_source_funds', debit: 0, credit: 300_000_000 },
      ]),
    );
    const [opening] = await savings.t.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotency_key, `savings-source:${s.id}:opening`));
    expect(opening?.kind).toBe('savings_source_opening');
    const history = await savings.t.db
      .select({ action: statusHistory.action })
      .from(statusHistory)
      .where(
        and(eq(statusHistory.entity, 'savings_transfer'), eq(statusHistory.entityId, String(drafted.id))),
      );
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(['CREATE', 'CONFIRM']));

    // The pack now holds the money and may send it back to a source; the list sums what it shows.
    const back = (await draft(`pack:${p}`, `source:${s.id}`, 100_000_000)).json().data;
    await act(back.id, 'confirm');
    expect(await balanceOf(s.id)).toBe(800_000_000);
    const list = await call('POST', '/savings/transfers', 'master', {
      search_condition: { source_id: s.id, status: 'CONFIRMED' },
      sort_column: 'amount',
      sort_direction: 'DESC',
    });
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([drafted.id, back.id]);
    expect(list.json().object.total_amount).toBe(400_000_000);
  });

  it('cancels a draft and refuses every transition its table does not have', async () => {
    const s = await source(100_000_000);
    const other = await source(0);
    const id = (await draft(`source:${s.id}`, `source:${other.id}`, 50_000_000)).json().data.id;
    const noReason = await call('POST', `/savings/transfer/${id}/cancel`, 'master', { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().fields)).toEqual(['reason']);
    expect((await act(id, 'cancel')).json().data.status).toBe('CANCELLED');
    const [cancelled] = await savings.t.db
      .select({ reason: statusHistory.reason })
      .from(statusHistory)
      .where(
        and(
          eq(statusHistory.entity, 'savings_transfer'),
          eq(statusHistory.entityId, String(id)),
          eq(statusHistory.action, 'CANCEL'),
        ),
      );
    expect(cancelled?.reason).toBe('Nhập sai');
    for (const action of ['confirm', 'cancel'] as const) {
      const again = await act(id, action);
      expect(again.statusCode).toBe(422);
      expect(again.json().code).toBe('TRANSITION_NOT_ALLOWED');
    }
    const confirmed = (await draft(`source:${s.id}`, `source:${other.id}`, 50_000_000)).json().data.id;
    await act(confirmed, 'confirm');
    expect((await act(confirmed, 'cancel')).json().code).toBe('TRANSITION_NOT_ALLOWED');
    expect((await act(confirmed, 'confirm')).json().code).toBe('TRANSITION_NOT_ALLOWED');
    expect(await balanceOf(other.id)).toBe(50_000_000);
    expect((await act(2_147_483_647, 'confirm')).statusCode).toBe(404);
  });

  it('refuses a transfer the paying side cannot pay, when drafted and when confirmed', async () => {
    const s = await source(100_000_000);
    const p = await pack();
    const short = await draft(`source:${s.id}`, `pack:${p}`, 100_000_001);
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ code: 'SAVINGS_FUNDS_SHORT' });
    expect(Object.keys(short.json().fields)).toEqual(['amount']);
    // An empty pack has nothing to send back.
    expect((await draft(`pack:${p}`, `source:${s.id}`, 1)).json().code).toBe('SAVINGS_FUNDS_SHORT');

    // Two drafts that each fit, together too much: the second confirmation is refused, nothing moves.
    const a = (await draft(`source:${s.id}`, `pack:${p}`, 60_000_000)).json().data.id;
    const b = (await draft(`source:${s.id}`, `pack:${p}`, 60_000_000)).json().data.id;
    expect((await act(a, 'confirm')).statusCode).toBe(200);
    const refused = await act(b, 'confirm', 'submaster');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('SAVINGS_FUNDS_SHORT');
    const vi = await call('POST', `/savings/transfer/${b}/confirm`, 'master', undefined, 'vi');
    expect(vi.json().messages[0]).toMatch(/không đủ tiền/);
    expect((await call('GET', `/savings/transfer/${b}`, 'master')).json().data.status).toBe('DRAFT');
    expect(await balanceOf(s.id)).toBe(40_000_000);
  });

  it('refuses bad input with the field and a clear message, in both languages', async () => {
    const s = await source(10_000_000);
    const p = await pack();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ from: `source:${s.id}`, to: `pack:${p}`, amount: 0, note: null }, ['amount']],
      [{ from: `source:${s.id}`, to: `pack:${p}`, amount: 1.5, note: null }, ['amount']],
      [{ from: `source:${s.id}`, to: `pack:${p}`, amount: -5, note: null }, ['amount']],
      [{ from: `source:${s.id}`, to: `source:${s.id}`, amount: 5, note: null }, ['to']],
      [{ from: 'bank:1', to: `pack:${p}`, amount: 5, note: null }, ['from']],
      [{ from: 'source:0', to: 'pack:99999999999', amount: 5, note: null }, ['from', 'to']],
      [{ from: `source:${s.id}`, to: `pack:${p}`, amount: '5', note: null }, ['amount']],
      [{ from: `source:${s.id}`, to: `pack:${p}`, amount: 5, note: null, extra: 1 }, ['extra']],
    ];
    for (const [body, fields] of cases) {
      const res = await call('POST', '/savings/transfer', 'master', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().fields ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
    }
    const same = await call(
      'POST',
      '/savings/transfer',
      'master',
      { from: `source:${s.id}`, to: `source:${s.id}`, amount: 5, note: null },
      'vi',
    );
    expect(same.json().fields.to[0]).toBe('Nơi nhận phải khác nơi chuyển');
    const missing = await draft(`source:${s.id}`, 'pack:2147483647', 5);
    // A side that exists nowhere is not found, on its field (as a placement's pack).
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(missing.json().fields)).toEqual(['to']);
    const badSource = await call('POST', '/savings/source/form', 'master', {
      code: 'a b',
      name: '',
      kind: 'CASH',
      account_no: null,
      opening_balance: -1,
    });
    expect(badSource.statusCode).toBe(422);
    expect(Object.keys(badSource.json().fields).sort()).toEqual(['code', 'kind', 'name', 'opening_balance']);
    const code = `NV${uid()}`;
    const form = { code, name: 'X', kind: 'OWN_CAPITAL', account_no: null, opening_balance: 0 };
    expect((await call('POST', '/savings/source/form', 'master', form)).statusCode).toBe(200);
    const taken = await call('POST', '/savings/source/form', 'master', { ...form, code: code.toLowerCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().code).toBe('CODE_TAKEN');
  });

  it('lets only the funder MASTER and SUBMASTER in', async () => {
    const s = await source(10_000_000);
    const p = await pack();
    const id = (await draft(`source:${s.id}`, `pack:${p}`, 1_000)).json().data.id;
    for (const user of ['buyer1', 'supplier1', 'partner1', 'accountant', 'crm', 'viewer']) {
      expect((await call('GET', '/savings/sources', user)).statusCode, user).toBe(403);
      expect((await call('POST', '/savings/transfers', user, {})).statusCode, user).toBe(403);
      expect((await draft(`source:${s.id}`, `pack:${p}`, 1_000, user)).statusCode, user).toBe(403);
      expect((await act(id, 'confirm', user)).statusCode, user).toBe(403);
      expect((await act(id, 'cancel', user)).statusCode, user).toBe(403);
    }
    expect((await call('GET', '/savings/sources', 'submaster')).statusCode).toBe(200);
    expect((await call('GET', `/savings/transfer/${id}`, 'master')).json().data.status).toBe('DRAFT');
  });

  it('never overdraws a source, whoever confirms at once', async () => {
    const s = await source(500_000_000);
    const p = await pack();
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1)
      ids.push((await draft(`source:${s.id}`, `pack:${p}`, 100_000_000)).json().data.id);
    const answers = await Promise.all(ids.map((id, i) => act(id, 'confirm', i % 2 ? 'submaster' : 'master')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code)).toEqual(
      Array(5).fill('SAVINGS_FUNDS_SHORT'),
    );
    expect(await balanceOf(s.id)).toBe(0);
    // Exactly the confirmed five are booked.
    const entries = await savings.t.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(
        inArray(
          journalEntries.idempotency_key,
          ids.map((id) => `savings-transfer:${id}`),
        ),
      );
    expect(entries).toHaveLength(5);
  });

  it('lists the demo sources and transfers', async () => {
    const sources = (await call('GET', '/savings/sources?sort_column=code', 'master')).json();
    expect(sources.page_info.total_record).toBeGreaterThanOrEqual(3);
    const demo = (
      await call('POST', '/savings/transfers', 'submaster', { search_condition: { status: 'DRAFT' } })
    ).json();
    expect(demo.page_info.total_record).toBeGreaterThan(0);
  });
});
