import { SUPPLIER_ELIGIBILITY, type SupplierEligibility } from '@arflow/domain/api/eligibility';
import { addDays, addMonths, todayIn } from '@arflow/domain/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { suppliers } from '../enterprises/company.tables.ts';
import { createCompany } from '../enterprises/index.ts';
import { buyerSuppliers } from './eligibility.tables.ts';

const api = useApiHarness();
const { post, get } = api;
const PATHS = {
  ELIGIBLE: '/api/credit-buyer/supplier-eligible',
  INELIGIBLE: '/api/credit-buyer/supplier-ineligible',
  BLACKLISTED: '/api/credit-buyer/supplier-blacklist',
} as const satisfies Record<SupplierEligibility, string>;

describe('a buyer’s suppliers of one eligibility status, filtered and paged in SQL', () => {
  it('lists each supplier where the domain rule puts it, on every mix of facts, and pages it', async () => {
    const today = todayIn();
    const buy = await createCompany(api.t.db, 'BUYER');
    const criteria = await post(
      '/api/credit-buyer/eligibility',
      {
        buy_id: buy,
        supplier_lifetime_min: 12,
        trading_frequency_min: 4,
        trading_volume_min: 1_000_000_000,
        supplier_limit_min: 100_000_000,
        supplier_limit_max: 900_000_000,
      },
      'casenior',
    );
    expect(criteria.statusCode, criteria.body).toBe(200);

    // Every value on and around each bound, unknown values included; 150 suppliers walk the grid
    // so that each value meets the others in many combinations (lifetime and limit cross fully).
    const yearAgo = addMonths(today, -12);
    const since = [null, yearAgo, addDays(yearAgo, 1), addDays(yearAgo, -1), addMonths(today, -3)];
    const frequency = [null, 3, 4, 12];
    const volume = [null, 999_999_999, 1_000_000_000];
    const limit = [null, 99_999_999, 100_000_000, 900_000_000, 900_000_001];
    const now = new Date();
    for (let i = 0; i < 150; i += 1) {
      const sup = await createCompany(api.t.db, 'SUPPLIER', { erc_first_date: since[i % 5] });
      await api.t.db
        .update(suppliers)
        .set({ total_limit: limit[Math.floor(i / 5) % 5] })
        .where(eq(suppliers.id, sup));
      await api.t.db.insert(buyerSuppliers).values({
        ent_id: buy,
        sup_id: sup,
        selected: i % 7 !== 0,
        blacklisted: i % 11 === 0,
        trading_frequency: frequency[(i * 3) % 4],
        trading_volume: volume[i % 3],
        created_at: now,
        updated_at: now,
      });
    }

    // The domain's verdict (evaluateEligibility, the synthesis) for each supplier…
    const synthesis = await get(`/api/credit-buyer/eligible-synthesize/${buy}`, 'casenior');
    expect(synthesis.statusCode, synthesis.body).toBe(200);
    const expected = new Map<number, SupplierEligibility>(
      synthesis
        .json()
        .data.suppliers.map((s: { sup_id: number; status: SupplierEligibility }) => [s.sup_id, s.status]),
    );
    expect(expected.size).toBe(150);
    // …is the list each one is found in.
    const found = new Map<number, SupplierEligibility>();
    for (const status of SUPPLIER_ELIGIBILITY) {
      const res = await post(
        PATHS[status],
        { search_condition: { buy_id: buy }, page_size: 200 },
        'casenior',
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().page_info.total_record).toBe(res.json().data.length);
      for (const s of res.json().data as { sup_id: number; status: string }[]) {
        expect(s.status).toBe(status);
        found.set(s.sup_id, status);
      }
    }
    expect(found).toEqual(expected);
    const counts = SUPPLIER_ELIGIBILITY.map((s) => [...expected.values()].filter((v) => v === s).length);
    expect(
      counts.every((n) => n >= 2),
      `eligible, ineligible, blacklisted: ${counts}`,
    ).toBe(true);

    // Page 2 of size 2, sorted by tax code descending, is that slice of the whole list.
    const ineligible = synthesis
      .json()
      .data.suppliers.filter((s: { status: string }) => s.status === 'INELIGIBLE')
      .map((s: { sup_id: number; sup_mst: string }) => s)
      .sort((a: { sup_mst: string }, b: { sup_mst: string }) => (a.sup_mst < b.sup_mst ? 1 : -1));
    const page2 = await post(
      PATHS.INELIGIBLE,
      {
        search_condition: { buy_id: buy },
        page_number: 2,
        page_size: 2,
        sort_column: 'sup_mst',
        sort_direction: 'DESC',
      },
      'casenior',
    );
    expect(page2.json().page_info).toEqual({
      total_page: Math.ceil(ineligible.length / 2),
      total_record: ineligible.length,
    });
    expect(page2.json().data.map((s: { sup_id: number }) => s.sup_id)).toEqual(
      ineligible.slice(2, 4).map((s: { sup_id: number }) => s.sup_id),
    );
  });
});
