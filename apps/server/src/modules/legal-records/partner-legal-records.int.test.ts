import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { multipart, type Part, SAMPLES } from '../../../test/files.ts';
import { createCompany } from '../enterprises/index.ts';

// Partners' legal records (the module registered a third time) and the supplier pipeline calls:
// what the pipeline's "submit for appraisal" step needs for partners and suppliers.
const api = useApiHarness();
const { post, get, idOf } = api;

const file = (filename: string, content: Buffer): Part => ({ name: 'file', filename, content });
const field = (name: string, value: string | number): Part => ({ name, value: String(value) });

async function upload(area: 'partner' | 'supplier', parts: Part[], user: string) {
  const body = multipart(parts);
  return api.t.app.inject({
    method: 'POST',
    url: `/api/${area}/legal-records/upload`,
    payload: Readable.from([body.payload]),
    headers: { ...body.headers, ...(await api.t.auth(user)), 'accept-language': 'en' },
  });
}

describe('partner legal records', () => {
  it('lets a partner hand in its own papers and funder staff judge them', async () => {
    const ptn = await idOf('PTN01');
    const res = await upload(
      'partner',
      [field('doc_type', 'ERC'), file('dkkd.pdf', SAMPLES.pdf)],
      'partner1',
    );
    expect(res.statusCode, res.body).toBe(200);
    const [rec] = res.json().data;
    expect(rec).toMatchObject({ ent_id: ptn, doc_type: 'ERC', status: 'PENDING' });

    const list = (await get(`/api/partner/legal-records/list/${ptn}`, 'master')).json();
    expect(list.data.map((r: { id: number }) => r.id)).toContain(rec.id);
    const ok = await post(`/api/partner/legal-records/${rec.id}/decision`, { action: 'approve' }, 'master');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('APPROVED');
    // A partner does not judge its own papers.
    const own = await post(`/api/partner/legal-records/${rec.id}/decision`, { action: 'reject' }, 'partner1');
    expect(own.statusCode).toBe(403);
  });

  it('never shows one partner another partner’s records, nor a supplier’s through the partner path', async () => {
    const other = await idOf('PTN02');
    expect((await get(`/api/partner/legal-records/list/${other}`, 'partner1')).statusCode).toBe(404);
    const sup = await idOf('SUP01');
    expect((await get(`/api/partner/legal-records/list/${sup}`, 'master')).statusCode).toBe(404);
    const up = await upload(
      'partner',
      [field('partner_id', sup), field('doc_type', 'ERC'), file('x.pdf', SAMPLES.pdf)],
      'master',
    );
    expect(up.statusCode).toBe(404);
  });

  it('hands a partner’s records in with the submit-for-appraisal step', async () => {
    const ptn = await createCompany(api.t.db, 'PARTNER', { status: 'COLLECT' });
    const up = await upload(
      'partner',
      [field('partner_id', ptn), field('doc_type', 'CHARTER'), file('dieu-le.pdf', SAMPLES.pdf)],
      'master',
    );
    expect(up.statusCode, up.body).toBe(200);
    const [rec] = up.json().data;
    const step = await post(
      `/api/partner/${ptn}/status`,
      { action: 'submit_appraisal', reason: null, documents: [rec.id] },
      'master',
    );
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json().data.status).toBe('WAIT_APPRAISAL');
  });
});

describe('supplier pipeline', () => {
  it('reads a supplier’s status and steps, and submits it for appraisal with its papers', async () => {
    const sup = await createCompany(api.t.db, 'SUPPLIER', { status: 'COLLECT' });
    const read = await get(`/api/supplier/${sup}/status`, 'master');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().actions).toContain('submit_appraisal');
    // Without a document the step is refused and nothing changes.
    const bare = await post(`/api/supplier/${sup}/status`, { action: 'submit_appraisal' }, 'master');
    expect(bare.statusCode).toBe(422);
    const up = await upload(
      'supplier',
      [field('sup_id', sup), field('doc_type', 'ERC'), file('dkkd.pdf', SAMPLES.pdf)],
      'master',
    );
    const [rec] = up.json().data;
    const step = await post(
      `/api/supplier/${sup}/status`,
      { action: 'submit_appraisal', documents: [rec.id] },
      'master',
    );
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json()).toMatchObject({ data: { status: 'WAIT_APPRAISAL' } });
    expect(step.json().history.at(-1) ?? step.json().history[0]).toBeTruthy();
  });

  it('answers 404 for a buyer on the supplier path and 403 for a supplier user', async () => {
    const buyer = await idOf('BUY01');
    expect((await get(`/api/supplier/${buyer}/status`, 'master')).statusCode).toBe(404);
    const sup = await idOf('SUP01');
    expect((await get(`/api/supplier/${sup}/status`, 'supplier1')).statusCode).toBe(403);
  });
});
