import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';

const api = useApiHarness();
const { get, post, idOf } = api;
const B = '/api/category-business';
let seq = 0;
const unique = (s: string) => {
  seq += 1;
  return `${s} ${process.pid}-${seq}`;
};

/** A fresh industry with one quantitative and one qualitative criterion, 60/40. */
async function industryWithCriteria() {
  const ind = (
    await post(`${B}/industries`, { name: unique('Ngành'), description: null }, 'camanager')
  ).json().data;
  const params = async (kind: string) =>
    (await post(`${B}/parameters`, { name: unique(kind), kind, unit: null }, 'camanager')).json().data as {
      id: number;
      name: string;
    }[];
  const qn = (await params('QUANTITATIVE')).at(-1);
  const all = await params('QUALITATIVE');
  const ql = all.find((p) => p.name.startsWith('QUALITATIVE') && p.id !== qn!.id && p.id > qn!.id);
  const rates = await post(
    `${B}/industries/${ind.id}/rates`,
    {
      rates: [
        { parameter_id: qn!.id, proportion: 60 },
        { parameter_id: ql!.id, proportion: 40 },
      ],
    },
    'camanager',
  );
  expect(rates.statusCode, rates.body).toBe(200);
  const detail = rates.json().data;
  return {
    id: detail.id as number,
    quant: detail.criteria[0].id as number,
    qual: detail.criteria[1].id as number,
  };
}

describe('category-business: industries and parameters', () => {
  it('lists the demo industries, each with proportions totalling 100', async () => {
    const res = await get(`${B}/industries`, 'master');
    expect(res.statusCode, res.body).toBe(200);
    const demo = (
      res.json().data as { name: string; proportion_total: number; criteria_count: number }[]
    ).filter((i) => ['Sản xuất công nghiệp', 'Thương mại - Phân phối'].includes(i.name));
    expect(demo).toHaveLength(2);
    for (const i of demo) expect(i).toMatchObject({ proportion_total: 100, criteria_count: 4 });
  });

  it('creates and renames an industry; names are unique case-insensitively', async () => {
    const name = unique('Xây dựng');
    const made = await post(`${B}/industries`, { name, description: 'x' }, 'camanager');
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id;
    const dup = await post(`${B}/industries`, { name: name.toUpperCase(), description: null }, 'submaster', {
      'accept-language': 'en',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({
      code: 'NAME_TAKEN',
      fields: { name: ['This name is already in use'] },
    });
    const renamed = await post(`${B}/industries/${id}`, { name: `${name} 2`, description: null }, 'master');
    expect(renamed.json().data).toMatchObject({ id, name: `${name} 2`, description: null });
    expect(
      (await post(`${B}/industries/999999`, { name: unique('y'), description: null }, 'master')).statusCode,
    ).toBe(404);
    expect((await get(`${B}/industries/999999`, 'master')).statusCode).toBe(404);
  });

  it('parameters have unique names and keep their kind on edit', async () => {
    const name = unique('Vòng quay hàng tồn kho');
    const list = (
      await post(`${B}/parameters`, { name, kind: 'QUANTITATIVE', unit: 'vòng' }, 'camanager')
    ).json().data;
    const p = list.find((x: { name: string }) => x.name === name);
    const dup = await post(
      `${B}/parameters`,
      { name: ` ${name.toLowerCase()} `, kind: 'QUALITATIVE', unit: null },
      'camanager',
    );
    expect(dup.json().code).toBe('NAME_TAKEN');
    const edited = await post(
      `${B}/parameters/${p.id}`,
      { name, kind: 'QUALITATIVE', unit: null },
      'camanager',
    );
    expect(edited.json().data.find((x: { id: number }) => x.id === p.id)).toMatchObject({
      kind: 'QUANTITATIVE',
      unit: null,
    });
    const bad = await post(`${B}/parameters`, { name: '', kind: 'OTHER', unit: null }, 'camanager');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['kind', 'name']);
  });
});

describe('category-business: rates, score items, bands', () => {
  it('refuses proportions above 100 in total with the spec’s message, in both languages', async () => {
    const { id } = await industryWithCriteria();
    const detail = (await get(`${B}/industries/${id}`, 'master')).json().data;
    const rates = detail.criteria.map((c: { parameter_id: number }, i: number) => ({
      parameter_id: c.parameter_id,
      proportion: i === 0 ? 60 : 40.01,
    }));
    const en = await post(`${B}/industries/${id}/rates`, { rates }, 'camanager', { 'accept-language': 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json().fields.rates).toEqual(['The total of criteria proportions must be at most 100']);
    const vi = await post(`${B}/industries/${id}/rates`, { rates }, 'camanager', { 'accept-language': 'vi' });
    expect(vi.json().fields.rates).toEqual(['Tổng tỷ trọng các tiêu chí không được vượt quá 100']);
    const decimals = await post(
      `${B}/industries/${id}/rates`,
      { rates: [{ ...rates[0], proportion: 10.005 }] },
      'camanager',
    );
    expect(decimals.statusCode).toBe(422);
    const twice = await post(`${B}/industries/${id}/rates`, { rates: [rates[0], rates[0]] }, 'camanager');
    expect(Object.keys(twice.json().fields).sort()).toEqual(['rates', 'rates.1.parameter_id']);
    const unknown = await post(
      `${B}/industries/${id}/rates`,
      { rates: [{ parameter_id: 999999, proportion: 5 }] },
      'camanager',
    );
    expect(unknown.statusCode).toBe(422);
    // Dropping a parameter removes its criterion; the total may be below 100.
    const one = await post(
      `${B}/industries/${id}/rates`,
      { rates: [{ ...rates[0], proportion: 50 }] },
      'camanager',
    );
    expect(one.json().data).toMatchObject({ proportion_total: 50, criteria_count: 1 });
    expect((await post(`${B}/industries/999999/rates`, { rates: [] }, 'camanager')).statusCode).toBe(404);
  });

  it('refuses overlapping score ranges and duplicate names; saves a valid set', async () => {
    const { quant, qual } = await industryWithCriteria();
    const en = { 'accept-language': 'en' };
    const overlap = await post(
      `${B}/criteria/${quant}/items`,
      {
        items: [
          { name: '< 2', min: null, max: 2, score: 40 },
          { name: '1-3', min: 1, max: 3, score: 70 },
        ],
      },
      'camanager',
      en,
    );
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().fields).toEqual({ 'items.1.min': ['Overlapping score range'] });
    const minMax = await post(
      `${B}/criteria/${quant}/items`,
      { items: [{ name: 'x', min: 3, max: 1, score: 1 }] },
      'camanager',
    );
    expect(Object.keys(minMax.json().fields)).toEqual(['items.0.max']);
    const open = await post(
      `${B}/criteria/${quant}/items`,
      {
        items: [
          { name: 'all', score: 50 },
          { name: '>= 1', min: 1, score: 90 },
        ],
      },
      'camanager',
      en,
    );
    expect(open.json()).toMatchObject({
      code: 'SCORE_RANGE_OVERLAP',
      fields: { 'items.1.min': ['Overlapping score range'] },
    });
    const score = await post(
      `${B}/criteria/${quant}/items`,
      { items: [{ name: 'x', min: 3, max: null, score: 101 }] },
      'camanager',
    );
    expect(score.statusCode).toBe(422);
    const ok = await post(
      `${B}/criteria/${quant}/items`,
      {
        items: [
          { name: '< 1', min: null, max: 1, score: 30 },
          { name: '>= 1', min: 1, max: null, score: 90 },
        ],
      },
      'camanager',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.criteria[0].items.map((i: { name: string }) => i.name)).toEqual(['< 1', '>= 1']);
    const dup = await post(
      `${B}/criteria/${qual}/items`,
      {
        items: [
          { name: 'Tốt', score: 80 },
          { name: 'tốt', score: 20 },
        ],
      },
      'camanager',
      en,
    );
    expect(dup.json().fields['items.1.name']).toEqual(['This name is duplicated']);
    const options = await post(
      `${B}/criteria/${qual}/items`,
      {
        items: [
          { name: 'Tốt', score: 80 },
          { name: 'Yếu', score: 20 },
        ],
      },
      'camanager',
    );
    expect(options.statusCode, options.body).toBe(200);
    expect((await post(`${B}/criteria/999999/items`, { items: [] }, 'camanager')).statusCode).toBe(404);
  });

  it('rating bands: unique names, no overlap, the whole set replaced', async () => {
    const before = (await get(`${B}/ratings`, 'master')).json().data;
    expect(before.map((b: { name: string }) => b.name)).toEqual(['D', 'C', 'B', 'A', 'AA']);
    const en = { 'accept-language': 'en' };
    const overlap = await post(
      `${B}/ratings`,
      {
        bands: [
          { name: 'X', min: null, max: 50 },
          { name: 'Y', min: 49, max: null },
        ],
      },
      'camanager',
      en,
    );
    expect(overlap.json().fields).toEqual({ 'bands.1.min': ['Overlapping score range'] });
    const dup = await post(
      `${B}/ratings`,
      {
        bands: [
          { name: 'X', min: null, max: 50 },
          { name: 'x', min: 50, max: null },
        ],
      },
      'camanager',
      en,
    );
    expect(dup.json().fields).toEqual({ 'bands.1.name': ['This name is duplicated'] });
    const saved = await post(
      `${B}/ratings`,
      { bands: before.map(({ id: _i, ...b }: { id: number }) => b) },
      'camanager',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.map((b: { name: string }) => b.name)).toEqual(['D', 'C', 'B', 'A', 'AA']);
  });
});

describe('category-business: scoring a supplier', () => {
  it('shows the demo supplier’s explained total', async () => {
    const res = await get(`${B}/suppliers/${await idOf('SUP01')}/score`, 'creditofficer');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ industry: 'Sản xuất công nghiệp', total: '73.50', band: 'B', unscored: [] });
    expect(data.lines.map((l: { weighted: string }) => l.weighted)).toEqual(['21', '25', '17.5', '10']);
  });

  it('scores a supplier on an industry, and refuses inputs of another industry', async () => {
    const { id, quant, qual } = await industryWithCriteria();
    await post(
      `${B}/criteria/${quant}/items`,
      {
        items: [
          { name: '< 1', max: 1, score: 30 },
          { name: '>= 1', min: 1, score: 90 },
        ],
      },
      'camanager',
    );
    const items = (
      await post(`${B}/criteria/${qual}/items`, { items: [{ name: 'Tốt', score: 80 }] }, 'camanager')
    ).json().data.criteria[1].items;
    const sup = await idOf('SUP02');
    expect((await get(`${B}/suppliers/${sup}/score`, 'master')).json().data).toBeNull();
    const body = {
      industry_id: id,
      inputs: [
        { criterion_id: quant, value: 1.2 },
        { criterion_id: qual, item_id: items[0].id },
      ],
    };
    const res = await post(`${B}/suppliers/${sup}/score`, body, 'camanager');
    expect(res.statusCode, res.body).toBe(200);
    // 90 × 60 % + 80 × 40 % = 54 + 32 = 86.00: band A [75, 90)
    expect(res.json().data).toMatchObject({ total: '86.00', band: 'A' });
    expect((await get(`${B}/suppliers/${sup}/score`, 'casenior')).json().data.total).toBe('86.00');
    const foreign = await post(
      `${B}/suppliers/${sup}/score`,
      { industry_id: id, inputs: [{ criterion_id: 999999, value: 1 }] },
      'camanager',
    );
    expect(Object.keys(foreign.json().fields)).toEqual(['inputs.0']);
    const wrongOption = await post(
      `${B}/suppliers/${sup}/score`,
      { industry_id: id, inputs: [{ criterion_id: qual, item_id: 999999 }] },
      'camanager',
    );
    expect(wrongOption.statusCode).toBe(422);
    expect(
      (await post(`${B}/suppliers/${sup}/score`, { ...body, industry_id: 999999 }, 'camanager')).statusCode,
    ).toBe(422);
    // A company that is not a supplier is not found.
    expect((await get(`${B}/suppliers/${await idOf('BUY01')}/score`, 'master')).statusCode).toBe(404);
    expect((await post(`${B}/suppliers/${await idOf('BUY01')}/score`, body, 'master')).statusCode).toBe(404);
  });
});

describe('category-business: who may call', () => {
  it('only MASTER, SUBMASTER and CA_MANAGER manage; appraisal readers read; companies are refused', async () => {
    const body = { name: unique('Ngành cấm'), description: null };
    for (const user of ['casenior', 'creditofficer', 'viewer', 'supplier1', 'buyer1']) {
      expect((await post(`${B}/industries`, body, user)).statusCode, user).toBe(403);
      expect((await post(`${B}/ratings`, { bands: [] }, user)).statusCode, user).toBe(403);
    }
    expect((await get(`${B}/industries`, 'casenior')).statusCode).toBe(200);
    expect((await get(`${B}/industries`, 'supplier1')).statusCode).toBe(403);
    expect((await get(`${B}/ratings`, 'accountant')).statusCode).toBe(403);
    expect((await api.t.app.inject({ url: `${B}/industries` })).statusCode).toBe(401);
  });
});
