import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { multipart, SAMPLES } from '../../../test/files.ts';

// GET /partner/legal-records/list/corporate and /list/person: the partner legal records of one
// partner form (PTN01 is a corporate partner, PRS01 a person partner in the demo world).
const api = useApiHarness();
const { get, idOf } = api;

async function uploadFor(partnerId: number, filename: string) {
  const body = multipart([
    { name: 'partner_id', value: String(partnerId) },
    { name: 'doc_type', value: 'ERC' },
    { name: 'file', filename, content: SAMPLES.pdf },
  ]);
  const res = await api.t.app.inject({
    method: 'POST',
    url: '/api/partner/legal-records/upload',
    payload: Readable.from([body.payload]),
    headers: { ...body.headers, ...(await api.t.auth('master')), 'accept-language': 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0].id as number;
}

const ids = (res: { json: () => { data: { id: number }[] } }) => res.json().data.map((r) => r.id);

describe('partner legal records per partner form', () => {
  it('lists corporate partners’ records under /corporate and person partners’ under /person', async () => {
    const corporate = await idOf('PTN01');
    const person = await idOf('PRS01');
    const c = await uploadFor(corporate, 'dkkd-ptn01.pdf');
    const p = await uploadFor(person, 'cccd-prs01.pdf');

    const corp = await get('/api/partner/legal-records/list/corporate?page_size=2000', 'master');
    expect(corp.statusCode, corp.body).toBe(200);
    expect(ids(corp)).toContain(c);
    expect(ids(corp)).not.toContain(p);
    const pers = await get('/api/partner/legal-records/list/person?page_size=2000', 'master');
    expect(pers.statusCode, pers.body).toBe(200);
    expect(ids(pers)).toContain(p);
    expect(ids(pers)).not.toContain(c);
    expect(pers.json().page_info.total_record).toBe(pers.json().data.length);

    // One partner's, and its filters.
    const one = await get(`/api/partner/legal-records/list/corporate?partner_id=${corporate}`, 'master');
    expect(one.json().data.every((r: { ent_id: number }) => r.ent_id === corporate)).toBe(true);
    const approved = await get(
      `/api/partner/legal-records/list/corporate?partner_id=${corporate}&status=APPROVED`,
      'master',
    );
    expect(ids(approved)).not.toContain(c);
  });

  it('shows a partner its own records only, and none of a partner of the other form or another company', async () => {
    const own = await idOf('PTN01');
    const mine = await get('/api/partner/legal-records/list/corporate', 'partner1');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.every((r: { ent_id: number }) => r.ent_id === own)).toBe(true);
    // partner1 is a corporate partner: nothing of its own is a person's record.
    expect((await get('/api/partner/legal-records/list/person', 'partner1')).json().data).toEqual([]);
    // Another partner's id, a person partner's id on /corporate, a supplier's id: not found.
    const other = await idOf('PTN02');
    expect(
      (await get(`/api/partner/legal-records/list/corporate?partner_id=${other}`, 'partner1')).statusCode,
    ).toBe(404);
    const person = await idOf('PRS01');
    // A partner of the other form has no records on this form's list (an empty page, as for a
    // caller's own id there), nor has a supplier.
    const wrongForm = await get(`/api/partner/legal-records/list/corporate?partner_id=${person}`, 'master');
    expect(wrongForm.statusCode, wrongForm.body).toBe(200);
    expect(wrongForm.json().data).toEqual([]);
    const sup = await idOf('SUP01');
    const supplier = await get(`/api/partner/legal-records/list/person?partner_id=${sup}`, 'master');
    expect(supplier.statusCode === 404 || supplier.json().data.length === 0, supplier.body).toBe(true);
  });

  it('refuses bad input and callers outside the partner menu', async () => {
    for (const q of ['partner_id=abc', 'status=NOPE', 'page_size=0', 'sort_column=nope', 'extra=1'])
      expect((await get(`/api/partner/legal-records/list/corporate?${q}`, 'master')).statusCode, q).toBe(422);
    for (const user of ['buyer1', 'supplier1', 'accountant'])
      expect((await get('/api/partner/legal-records/list/person', user)).statusCode, user).toBe(403);
  });
});
