import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { auditLog, statusHistory } from '../../platform/audit/audit.tables.ts';
import { createCompany } from '../enterprises/index.ts';
import { lendingPackFormFixture, lendingPartnerFixture } from './lending-packs.module.ts';

const api = useApiHarness();
const { post, get } = api;
const del = async (url: string, user: string, headers: Record<string, string> = {}) =>
  api.t.app.inject({ method: 'DELETE', url, headers: { ...(await api.t.auth(user)), ...headers } });
const S = '/api/program-setup';
const en = { 'accept-language': 'en' };
const vi = { 'accept-language': 'vi' };

const lendingPartner = () => lendingPartnerFixture(api.t.db);
async function draft(name = lendingPackFormFixture().name) {
  const res = await post(`${S}/lending-pack/form`, { ...lendingPackFormFixture(), name }, 'master', en);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; status: string };
}

describe('lending packs (decision 0108)', () => {
  it('drafts a pack, adds a partner and ratings with their quotes, activates and closes it, with its timeline', async () => {
    const partnerId = await lendingPartner();
    const pack = await draft('Gói vay kiểm thử 90 ngày');
    expect(pack.status).toBe('DRAFT');

    const withPartner = await post(
      `${S}/lending-pack/${pack.id}/partner`,
      { partner_id: partnerId },
      'master',
    );
    expect(withPartner.statusCode, withPartner.body).toBe(200);
    expect(withPartner.json().data.partners.map((p: { id: number }) => p.id)).toEqual([partnerId]);
    // The same partner twice is still one partner.
    await post(`${S}/lending-pack/${pack.id}/partner`, { partner_id: partnerId }, 'master');

    expect(
      (await post(`${S}/lending-pack/${pack.id}/rating`, { rating_class: 'b', rate_bps: 1200 }, 'master'))
        .statusCode,
    ).toBe(200);
    // A class already there takes the new rate.
    const rated = await post(
      `${S}/lending-pack/${pack.id}/rating`,
      { rating_class: 'B', rate_bps: 1275 },
      'master',
    );
    await post(`${S}/lending-pack/${pack.id}/rating`, { rating_class: 'A', rate_bps: 1050 }, 'master');
    expect(rated.statusCode, rated.body).toBe(200);

    // docs/finance.md §11 "Lending pack quote": 1.000.000.000 over 90 days.
    const detail = await get(`${S}/lending-pack/${pack.id}`, 'viewer');
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      partners: [{ id: partnerId }],
      ratings: [
        { rating_class: 'A', rate_bps: 1050, rate: 10.5, interest: 25_890_411, repayment: 1_025_890_411 },
        { rating_class: 'B', rate_bps: 1275, rate: 12.75, interest: 31_438_356, repayment: 1_031_438_356 },
      ],
    });
    expect(detail.json().actions).toEqual([]);
    expect((await get(`${S}/lending-pack/${pack.id}`, 'master')).json().actions).toEqual([
      'update',
      'activate',
      'close',
    ]);

    const active = await post(`${S}/lending-pack/${pack.id}/activate`, {}, 'master');
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json().data.status).toBe('ACTIVE');
    // An active pack's terms and parts no longer change.
    expect(
      (await post(`${S}/lending-pack/${pack.id}/rating`, { rating_class: 'C', rate_bps: 1500 }, 'master'))
        .statusCode,
    ).toBe(422);
    expect(
      (await post(`${S}/lending-pack/form/${pack.id}`, lendingPackFormFixture(), 'master')).statusCode,
    ).toBe(422);

    const closed = await post(`${S}/lending-pack/${pack.id}/close`, {}, 'master');
    expect(closed.json().data.status).toBe('CLOSED');
    expect((await post(`${S}/lending-pack/${pack.id}/close`, {}, 'master')).statusCode).toBe(422);

    const history = await api.t.db
      .select({ action: statusHistory.action })
      .from(statusHistory)
      .where(and(eq(statusHistory.entity, 'lending_pack'), eq(statusHistory.entityId, String(pack.id))))
      .orderBy(statusHistory.id);
    expect(history.map((h) => h.action)).toEqual([
      'CREATE',
      'UPDATE',
      'UPDATE',
      'UPDATE',
      'UPDATE',
      'UPDATE',
      'ACTIVATE',
      'CLOSE',
    ]);
    const audits = await api.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lending_pack'), eq(auditLog.entityId, String(pack.id))));
    expect(audits.some((a) => a.action === 'lending_pack.activate')).toBe(true);
  });

  it('lists packs and every rating (detail-pack), and exports both', async () => {
    const partnerId = await lendingPartner();
    const pack = await draft('Gói liệt kê kiểm thử');
    await post(`${S}/lending-pack/${pack.id}/partner`, { partner_id: partnerId }, 'master');
    await post(`${S}/lending-pack/${pack.id}/rating`, { rating_class: 'A', rate_bps: 1000 }, 'master');

    const list = await get(`${S}/lending-packs?keyword=${encodeURIComponent('liệt kê kiểm thử')}`, 'viewer');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().page_info.total_record).toBe(1);
    expect(list.json().data[0]).toMatchObject({ id: pack.id, status: 'DRAFT' });
    expect(list.json().data[0].partner_names).not.toBe('');

    const ratings = await post(
      `${S}/lending-pack/ratings`,
      { search_condition: { keyword: 'liệt kê kiểm thử' } },
      'viewer',
    );
    expect(ratings.statusCode, ratings.body).toBe(200);
    // 1.000.000.000 at 10 % for 90 days = 24.657.534,25.
    expect(ratings.json().data).toMatchObject([
      { pack_id: pack.id, rating_class: 'A', rate: 10, interest: 24_657_534, repayment: 1_024_657_534 },
    ]);

    for (const [method, url, body] of [
      ['GET', `${S}/lending-packs/export?keyword=x`, undefined],
      ['POST', `${S}/lending-pack/ratings/export`, { search_condition: {} }],
    ] as const) {
      const file = method === 'GET' ? await get(url, 'viewer') : await post(url, body, 'viewer');
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toContain('spreadsheetml');
    }
    const partners = await get(`${S}/lending-partners`, 'viewer');
    expect(partners.json().data.map((p: { id: number }) => p.id)).toContain(partnerId);
  });

  it('refuses bad input with a clear message, other partners, incomplete packs and other roles', async () => {
    const pack = await draft();
    const bad = await post(
      `${S}/lending-pack/form`,
      { name: '', total_limit: -1, term_days: 0, note: null },
      'master',
      en,
    );
    // The platform answers bad input 422 with each field's message (spec §8), in the caller's language.
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['name', 'total_limit', 'term_days']),
    );
    const badVi = await post(
      `${S}/lending-pack/${pack.id}/rating`,
      { rating_class: 'A A', rate_bps: 10.5 },
      'master',
      vi,
    );
    expect(badVi.statusCode).toBe(422);
    expect(badVi.body).toMatch(/rate_bps|rating_class/);
    expect(
      (await post(`${S}/lending-pack/${pack.id}/rating`, { rating_class: 'A', rate_bps: 10_001 }, 'master'))
        .statusCode,
    ).toBe(422);
    expect(
      (await post(`${S}/lending-pack/ratings`, { search_condition: { status: 'NOPE' } }, 'viewer'))
        .statusCode,
    ).toBe(422);

    // A funding partner, a buyer and a company that exists nowhere are refused alike.
    const funding = await createCompany(api.t.db, 'PARTNER', {
      partner_kind: 'FUNDING',
      partner_form: 'CORPORATE',
    });
    const buyer = await createCompany(api.t.db, 'BUYER');
    for (const partner_id of [funding, buyer, 2_000_000_000]) {
      const res = await post(`${S}/lending-pack/${pack.id}/partner`, { partner_id }, 'master', en);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toContain('The partner is not an active lending partner');
    }

    const early = await post(`${S}/lending-pack/${pack.id}/activate`, {}, 'master', en);
    expect(early.statusCode).toBe(422);
    expect(early.body).toContain('at least one partner and one rating');
    expect((await get(`${S}/lending-pack/${pack.id}`, 'master')).json().data.status).toBe('DRAFT');

    expect((await get(`${S}/lending-pack/2000000000`, 'master')).statusCode).toBe(404);
    expect(
      (await post(`${S}/lending-pack/2000000000/rating`, { rating_class: 'A', rate_bps: 900 }, 'master'))
        .statusCode,
    ).toBe(404);

    // Every funder role reads; only the administrators write; companies do neither.
    expect((await post(`${S}/lending-pack/form`, lendingPackFormFixture(), 'viewer')).statusCode).toBe(403);
    expect((await post(`${S}/lending-pack/${pack.id}/close`, {}, 'crm')).statusCode).toBe(403);
    expect((await get(`${S}/lending-packs`, 'buyer1')).statusCode).toBe(403);
    expect((await get(`${S}/lending-pack/${pack.id}`, 'partner4')).statusCode).toBe(403);
  });
  it('removes a partner and a rating from a draft pack, with its timeline, and refuses once it is not a draft', async () => {
    const [keep, leave] = [await lendingPartner(), await lendingPartner()];
    const pack = await draft();
    const part = (path: string) => `${S}/lending-pack/${pack.id}/${path}`;
    for (const partner_id of [keep, leave]) await post(part('partner'), { partner_id }, 'master');
    for (const [rating_class, rate_bps] of [
      ['A', 1050],
      ['B', 1275],
    ] as const)
      await post(part('rating'), { rating_class, rate_bps }, 'master');

    const lessPartners = await del(part(`partner/${leave}`), 'master');
    expect(lessPartners.statusCode, lessPartners.body).toBe(200);
    expect(lessPartners.json().data.partners.map((p: { id: number }) => p.id)).toEqual([keep]);
    // The class is read as the add reads it: 'b' is the rating B.
    const lessRatings = await del(part('rating/b'), 'master');
    expect(lessRatings.statusCode, lessRatings.body).toBe(200);
    expect(lessRatings.json().data.ratings.map((r: { rating_class: string }) => r.rating_class)).toEqual([
      'A',
    ]);

    // What the pack has not is a clear 404, in the caller's language; bad keys are 422.
    for (const path of [`partner/${leave}`, 'rating/B', `partner/${2_000_000_000}`]) {
      const gone = await del(part(path), 'master', en);
      expect(gone.statusCode, path).toBe(404);
      expect(gone.json().code).toBe('LENDING_PACK_PART_NOT_FOUND');
      expect(gone.body).toContain('The lending pack has no such partner or rating');
    }
    expect((await del(part('rating/A A'), 'master')).statusCode).toBe(422);
    expect((await del(part('partner/0'), 'master')).statusCode).toBe(422);
    expect((await del(`${S}/lending-pack/2000000000/rating/A`, 'master')).statusCode).toBe(404);
    // Only the administrators change a pack.
    expect((await del(part(`partner/${keep}`), 'viewer')).statusCode).toBe(403);
    expect((await del(part('rating/A'), 'crm')).statusCode).toBe(403);

    // Each removal is an edit of the draft in its timeline, naming what was there before.
    const history = await api.t.db
      .select({ action: statusHistory.action, changes: statusHistory.changes })
      .from(statusHistory)
      .where(and(eq(statusHistory.entity, 'lending_pack'), eq(statusHistory.entityId, String(pack.id))))
      .orderBy(statusHistory.id);
    expect(history.slice(-2)).toMatchObject([
      { action: 'UPDATE', changes: { partners: { to: expect.not.stringContaining(',') } } },
      { action: 'UPDATE', changes: { ratings: { from: 'A 1050, B 1275', to: 'A 1050' } } },
    ]);

    // An active pack's parts stay as they were when activated: the refusal says why.
    expect((await post(part('activate'), {}, 'master')).statusCode).toBe(200);
    for (const [method, path] of [
      ['DELETE', `partner/${keep}`],
      ['DELETE', 'rating/A'],
      ['POST', 'rating'],
    ] as const) {
      const res =
        method === 'DELETE'
          ? await del(part(path), 'master', vi)
          : await post(part(path), { rating_class: 'C', rate_bps: 1500 }, 'master', vi);
      expect(res.statusCode, path).toBe(422);
      expect(res.json().code).toBe('LENDING_PACK_NOT_DRAFT');
      expect(res.body).toContain('khi gói cho vay còn là bản nháp');
    }
    const kept = (await get(`${S}/lending-pack/${pack.id}`, 'master')).json().data;
    expect(kept.partners.map((p: { id: number }) => p.id)).toEqual([keep]);
    expect(kept.ratings.map((r: { rating_class: string }) => r.rating_class)).toEqual(['A']);
  });
});
