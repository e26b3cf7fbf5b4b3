import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { TINY_PDF } from '../../platform/files/samples.ts';
import { enterpriseBanks } from '../enterprises/company.tables.ts';
import { bankFixture, createCompany } from '../enterprises/index.ts';
import { storeLegalRecord } from '../legal-records/legal-records.demo.ts';

const api = useApiHarness();
const { get, post, idOf } = api;
type Item = {
  code: string;
  doc_type: string | null;
  result: string;
  missing: string[];
  record_ids: number[];
};
const byKey = (items: Item[]) => Object.fromEntries(items.map((i) => [i.doc_type ?? i.code, i]));

describe('GET /enterprise/funder-type', () => {
  it('lists the platform funder, joined funding partners, and the buyer itself', async () => {
    const res = await get('/api/enterprise/funder-type', 'camanager');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { code: string; funders: { code: string }[] }[];
    expect(data.map((d) => d.code)).toEqual(['SYSTEM', 'FUNDING_PARTNER', 'BUYER']);
    expect(data[0]!.funders.map((f) => f.code)).toContain('ARFLOW');
    // A funding partner that has not joined yet cannot fund.
    const prospect = await createCompany(api.t.db, 'PARTNER', { partner_kind: 'FUNDING', status: 'NEW' });
    const again = (await get('/api/enterprise/funder-type')).json().data[1].funders as { id: number }[];
    expect(again.map((f) => f.id)).not.toContain(prospect);
    expect(data[2]!.funders).toEqual([]);
    expect((await get('/api/enterprise/funder-type', 'buyer1')).statusCode).toBe(403);
    expect((await get('/api/enterprise/funder-type', 'accountant')).statusCode).toBe(403);
    expect((await api.t.app.inject({ url: '/api/enterprise/funder-type' })).statusCode).toBe(401);
  });
});

describe('GET /supplier/{id}/assessment-items', () => {
  it('passes a demo supplier with every paper approved and a designated bank', async () => {
    const res = await get(`/api/supplier/${await idOf('SUP01')}/assessment-items`, 'creditofficer');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ individual: false, ready: true });
    expect(Object.keys(byKey(data.items))).toEqual([
      'REGISTRATION',
      'ERC',
      'CHARTER',
      'REPRESENTATIVE_ID',
      'FINANCIAL_STATEMENT',
      'DESIGNATED_BANK',
    ]);
  });

  it('follows each paper through waiting, failed and passed, and names what is missing', async () => {
    const sup = await createCompany(api.t.db, 'SUPPLIER', { legal_represent: null });
    const items = async () => byKey((await get(`/api/supplier/${sup}/assessment-items`)).json().data.items);
    let now = await items();
    expect(now.REGISTRATION).toMatchObject({ result: 'FAIL', missing: ['legal_represent'] });
    expect(now.ERC).toMatchObject({ result: 'FAIL', record_ids: [] });
    expect(now.DESIGNATED_BANK!.result).toBe('FAIL');

    const paper = {
      ent_id: sup,
      name: 'dkkd.pdf',
      content: TINY_PDF,
      contentType: 'application/pdf',
    } as const;
    const erc = await storeLegalRecord(api.t.db, api.t.app.deps.files, { ...paper, doc_type: 'ERC' });
    const charter = await storeLegalRecord(api.t.db, api.t.app.deps.files, {
      ...paper,
      doc_type: 'CHARTER',
      status: 'REJECTED',
      reason: 'Bản chụp mờ',
    });
    now = await items();
    expect(now.ERC).toMatchObject({ result: 'PENDING', record_ids: [erc] });
    expect(now.CHARTER).toMatchObject({ result: 'FAIL', missing: ['Bản chụp mờ'], record_ids: [charter] });

    const ok = await post(`/api/supplier/legal-records/${erc}/decision`, { action: 'approve' }, 'casenior');
    expect(ok.statusCode).toBe(200);
    await api.t.db.insert(enterpriseBanks).values({ ...bankFixture(), ent_id: sup, designated: true });
    now = await items();
    expect(now.ERC!.result).toBe('PASS');
    expect(now.DESIGNATED_BANK!.result).toBe('PASS');
  });

  it('checks an individual’s ID card and eKYC', async () => {
    const res = await get(`/api/supplier/${await idOf('IND01')}/assessment-items`);
    const { data } = res.json();
    expect(data.individual).toBe(true);
    const items = byKey(data.items);
    expect(Object.keys(items)).toEqual(['REGISTRATION', 'ID_CARD', 'EKYC', 'DESIGNATED_BANK']);
    expect(items.ID_CARD!.result).toBe('PASS');
  });

  it('answers 404 for a company that is not a supplier, and refuses non-funder users', async () => {
    expect((await get(`/api/supplier/${await idOf('BUY01')}/assessment-items`)).statusCode).toBe(404);
    expect((await get('/api/supplier/999999/assessment-items')).statusCode).toBe(404);
    expect((await get('/api/supplier/1e2/assessment-items')).statusCode).toBe(422);
    expect((await get(`/api/supplier/${await idOf('SUP01')}/assessment-items`, 'supplier1')).statusCode).toBe(
      403,
    );
  });
});
