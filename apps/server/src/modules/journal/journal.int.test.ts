import { disbursementLines, penalAccrualLines } from '@arflow/domain/journal';
import { earlyPaymentQuote } from '@arflow/domain/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createCompany } from '../enterprises/index.ts';
import { createReceivable } from '../transactions/index.ts';
import { balances, unbalancedEntries } from './balances.ts';
import { postEntry, reverseEntry } from './post-entry.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const quote = earlyPaymentQuote({
  arAmount: 1_000_000_000,
  paymentRatio: 80,
  discountRate: 12,
  platformRate: 1,
  paymentDate: '2026-03-03',
  maturityDate: '2026-06-01',
});

async function world() {
  const buyId = await createCompany(t.db, 'BUYER');
  const supId = await createCompany(t.db, 'SUPPLIER');
  const rcvId = await createReceivable(t.db, { supId, buyId, ar_amount: 1_000_000_000 });
  return { buyId, supId, rcvId, now: new Date() };
}

/** The receivable's disbursement of `quote`, posted as an entry of its own; its id. */
function disburse(w: { rcvId: number; now: Date }) {
  return t.db.transaction((tx) =>
    postEntry(tx, {
      kind: 'disbursement',
      business_date: '2026-03-02',
      lines: disbursementLines(quote),
      receivable_id: w.rcvId,
      now: w.now,
    }),
  );
}

/** drizzle wraps PostgreSQL's error: its own message is the cause's. */
const pgError = (message: RegExp) => ({
  cause: expect.objectContaining({ message: expect.stringMatching(message) }),
});

describe('the journal', () => {
  it('derives the balances of a receivable, its supplier and its buyer from the lines', async () => {
    const w = await world();
    await t.db.transaction(async (tx) => {
      const at = { receivable_id: w.rcvId, sup_id: w.supId, buy_id: w.buyId, now: w.now };
      await postEntry(tx, {
        ...at,
        kind: 'disbursement',
        business_date: '2026-03-02',
        lines: disbursementLines(quote),
      });
      await postEntry(tx, {
        ...at,
        kind: 'penal_accrual',
        business_date: '2026-06-02',
        lines: penalAccrualLines(246_575, 0),
      });
    });
    const b = await balances(t.db, { receivable_id: w.rcvId });
    expect(b).toMatchObject({
      buyer_receivable: 1_000_000_000,
      penal_receivable: 246_575,
      cash: -774_356_164,
      supplier_residual_payable: 200_000_000,
      discount_income: 23_671_233,
      platform_fee_income: 1_972_603,
      penal_income: 246_575,
    });
    expect(await balances(t.db, { sup_id: w.supId })).toEqual(b);
    expect((await balances(t.db, { buy_id: w.buyId, upTo: '2026-05-31' })).penal_receivable).toBe(0);
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });

  it('refuses an unbalanced entry at commit, and any update or delete', async () => {
    const w = await world();
    await expect(
      t.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ id: number }>(
          sql`insert into journal_entries (kind, business_date, created_at) values ('disbursement', '2026-03-02', now()) returning id`,
        );
        await tx.execute(
          sql`insert into journal_lines (entry_id, account, debit, credit) values (${rows[0]!.id}, 'cash', 5, 0)`,
        );
      }),
    ).rejects.toMatchObject(pgError(/does not balance/));

    const id = await disburse(w);
    await expect(
      t.db.execute(sql`update journal_lines set debit = debit + 1 where entry_id = ${id}`),
    ).rejects.toMatchObject(pgError(/append-only/));
    await expect(t.db.execute(sql`delete from journal_entries where id = ${id}`)).rejects.toMatchObject(
      pgError(/append-only/),
    );
  });

  it('corrects by a reversing entry, once', async () => {
    const w = await world();
    const id = await disburse(w);
    const undo = { business_date: '2026-03-03', memo: 'wrong bank', created_by: null, now: w.now };
    await t.db.transaction((tx) => reverseEntry(tx, id!, undo));
    expect(Object.values(await balances(t.db, { receivable_id: w.rcvId })).every((v) => v === 0)).toBe(true);
    await expect(t.db.transaction((tx) => reverseEntry(tx, id!, undo))).rejects.toThrow();
  });

  it('posts one entry per idempotency key', async () => {
    const w = await world();
    const entry = {
      kind: 'disbursement' as const,
      business_date: '2026-03-02',
      lines: disbursementLines(quote),
      receivable_id: w.rcvId,
      idempotency_key: `k-${w.rcvId}`,
      now: w.now,
    };
    await t.db.transaction((tx) => postEntry(tx, entry));
    await expect(t.db.transaction((tx) => postEntry(tx, entry))).rejects.toThrow();
    expect((await balances(t.db, { receivable_id: w.rcvId })).buyer_receivable).toBe(1_000_000_000);
  });
});
