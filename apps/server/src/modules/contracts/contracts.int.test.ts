import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { pdfOfSize, SAMPLES } from '../../../test/files.ts';
import { auditActions, expectValidSignatures, mailedOtp } from '../../../test/signing.ts';
import { otpCodes } from '../../platform/otp/otp.tables.ts';
import { signingAuthority } from '../../platform/signing/signing.tables.ts';
import { verifyPdfSignatures } from '../../platform/signing/verify-pdf.ts';
import { contractFixture } from './contracts.module.ts';

// A small file limit, so the upload's size rule is tested without a large body.
const h = useApiHarness({ env: { FILE_MAX_BYTES: '8192', FILE_LIST_MAX_BYTES: '8192' } });

async function certificateOf(user: string, kind: 'SIGNER' | 'COMPANY' = 'SIGNER'): Promise<number> {
  const res = await h.get('/api/signing/certificates', user);
  return res.json().data.find((c: { kind: string }) => c.kind === kind).id;
}

const otpFor = (user: string, documentId: number) => mailedOtp(h.t.db, user, documentId);

const upload = (id: number, filename: string, content: Buffer, user: string) =>
  h.send(`/api/contracts/${id}/upload`, [{ name: 'file', filename, content }], user);

const detail = async (id: number, user = 'crm') => (await h.get(`/api/contracts/${id}`, user)).json().data;
const historyOf = async (id: number) => (await detail(id)).history.map((e: { action: string }) => e.action);

describe('contract lifecycle', () => {
  it('e-signs a discount contract: request, generate, approve, platform then supplier sign with OTP', async () => {
    const sup = await h.idOf('SUP01');
    const requested = await h.get(`/api/supplier/${sup}/contracts/request`, 'supplier1');
    expect(requested.statusCode, requested.body).toBe(200);
    const id = requested.json().data.id;
    expect(requested.json().data).toMatchObject({ contract_status: 0, contract_method: 'digital' });
    // One contract of a type per client while it is open.
    expect((await h.get(`/api/supplier/${sup}/contracts/request`, 'supplier1')).json().code).toBe(
      'CONTRACT_IN_PROGRESS',
    );
    // Out of order: not generated yet.
    expect((await h.get(`/api/supplier/contract/approve${id}`, 'camanager')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    // The client does not generate.
    expect(
      (await h.post(`/api/supplier/${sup}/generate-contract?domain=portal`, {}, 'supplier1')).statusCode,
    ).toBe(403);
    const generated = await h.post(`/api/supplier/${sup}/generate-contract?domain=portal`, {}, 'crm');
    expect(generated.json().data).toMatchObject({ id, contract_status: 1 });
    expect(generated.json().data.number).toMatch(/^HD-DC-/);
    // Only the funder's approvers approve.
    expect((await h.get(`/api/supplier/contract/approve${id}`, 'crm')).statusCode).toBe(403);
    const approved = await h.get(`/api/supplier/contract/approve${id}`, 'camanager');
    expect(approved.json().data.contract_status).toBe(3);

    const documentId = approved.json().data.document_id;
    const platformCert = await certificateOf('master', 'COMPANY');
    const clientCert = await certificateOf('supplier1');
    // The bare signing calls refuse a contract's document: its status moves with the signature.
    expect(
      (
        await h.post(`/api/signing/documents/${documentId}/otp`, { certificate_id: platformCert }, 'master')
      ).json().code,
    ).toBe('DOCUMENT_NOT_SIGNABLE');
    // Not the client's turn; a funder user without the right to sign.
    expect(
      (await h.post(`/api/supplier/${id}/contracts/sign-ca`, { certificate_id: clientCert }, 'supplier1'))
        .statusCode,
    ).toBe(403);
    expect(
      (await h.post(`/api/contracts/${id}/sign`, { certificate_id: platformCert }, 'crm')).json().code,
    ).toBe('NO_RIGHT_TO_SIGN');

    const sent = await h.post(
      `/api/buyer/contract/sign-ca`,
      { contract_id: id, certificate_id: platformCert },
      'master',
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().otp.sent_to).toContain('@');
    const wrong = await h.post(
      `/api/contracts/${id}/sign`,
      { certificate_id: platformCert, otp: '000000' },
      'master',
    );
    expect(wrong.json().code).toMatch(/^OTP_/);
    const code = await otpFor('master', documentId);
    const platformSigned = await h.post(
      `/api/contracts/${id}/sign`,
      { certificate_id: platformCert, otp: code },
      'master',
    );
    expect(platformSigned.statusCode, platformSigned.body).toBe(200);
    expect(platformSigned.json()).toMatchObject({ data: { contract_status: 4 }, otp: null });
    // A spent code is refused.
    expect(
      (await h.post(`/api/contracts/${id}/sign`, { certificate_id: platformCert, otp: code }, 'master'))
        .statusCode,
    ).toBeGreaterThanOrEqual(400);

    expect(
      (await h.post(`/api/supplier/${id}/contracts/sign-ca`, { certificate_id: clientCert }, 'supplier1'))
        .statusCode,
    ).toBe(200);
    const done = await h.post(
      '/api/supplier/contract/digital',
      { contract_id: id, certificate_id: clientCert, otp: await otpFor('supplier1', documentId) },
      'supplier1',
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.contract_status).toBe(5);
    expect(done.json().data.sign_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const file = await h.get(`/api/supplier/contract/review/file/${id}`, 'supplier1');
    expect(file.json().message).toBe('Download contract success!');
    const pdf = Buffer.from(file.json().data.file_info.file, 'base64');
    const [ca] = await h.t.db.select().from(signingAuthority);
    expect(verifyPdfSignatures(pdf, ca!.cert_pem).map((c) => c.intact && c.chained)).toEqual([true, true]);
    expectValidSignatures(pdf, 2);
    expect(await historyOf(id)).toEqual(['REQUEST', 'GENERATE', 'APPROVE', 'SIGN', 'SIGN']);
    expect(await auditActions(h.t.db, 'contract', id)).toEqual([
      'contract.request',
      'contract.generate',
      'contract.approve',
      'contract.sign',
      'contract.sign',
    ]);
    const latest = await h.get(`/api/supplier/${sup}/contracts/latest`, 'supplier1');
    expect(latest.json().data.id).toBe(id);
    const detailed = await detail(id, 'supplier1');
    expect(detailed.actions).toEqual([]);
    expect(detailed.document.signatures).toHaveLength(2);
  });

  it('refuses an expired OTP', async () => {
    const { id } = await contractFixture(h.t.db, await h.idOf('SUP02'), { status: 3 });
    const cert = await certificateOf('master', 'COMPANY');
    expect((await h.post(`/api/contracts/${id}/sign`, { certificate_id: cert }, 'master')).statusCode).toBe(
      200,
    );
    const { document_id } = await detail(id);
    const code = await otpFor('master', document_id);
    await h.t.db.update(otpCodes).set({ expires_at: new Date(Date.now() - 60_000) });
    const res = await h.post(`/api/contracts/${id}/sign`, { certificate_id: cert, otp: code }, 'master');
    expect(res.json().code).toBe('OTP_EXPIRED');
    expect((await detail(id)).contract_status).toBe(3);
  });

  it('paper path: approve sends to upload, the scanned copy is checked by its bytes, then confirmed', async () => {
    const sup = await h.idOf('SUP01');
    const requested = await h.get(
      `/api/supplier/${sup}/contracts/requestupload?contract_type=DEBT_PURCHASE_AGREEMENT`,
      'supplier1',
    );
    const id = requested.json().data.id;
    expect(requested.json().data.contract_method).toBe('manual');
    await h.post(`/api/contracts/${id}/generate`, {}, 'crm');
    const approved = await h.post(`/api/contracts/${id}/approve`, {}, 'camanager');
    expect(approved.json().data.contract_status).toBe(11);
    // Nothing to e-sign; nothing to confirm yet.
    const cert = await certificateOf('supplier1');
    expect(
      (await h.post(`/api/contracts/${id}/sign`, { certificate_id: cert }, 'supplier1')).json().code,
    ).toBe('DOCUMENT_NOT_SIGNABLE');
    expect((await h.post(`/api/contracts/${id}/approve`, {}, 'camanager')).json().code).toBe(
      'DOCUMENT_REQUIRED',
    );
    // A text file named .pdf is refused by its bytes; a real PDF is kept and waits for confirmation.
    const fake = await upload(id, 'hop-dong.pdf', Buffer.from('not a pdf at all'), 'supplier1');
    expect(fake.statusCode).toBe(422);
    const large = await upload(id, 'hop-dong.pdf', pdfOfSize(9000), 'supplier1');
    expect(large.statusCode).toBe(413);
    const ok = await upload(id, 'hop-dong-da-ky.pdf', SAMPLES.pdf, 'supplier1');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ contract_status: 11, hard_copy_name: 'hop-dong-da-ky.pdf' });
    const confirmed = await h.post(`/api/contracts/${id}/approve`, {}, 'camanager');
    expect(confirmed.json().data.contract_status).toBe(5);
    const file = await h.get(`/api/contracts/${id}/file`, 'supplier1');
    expect(file.json().data.file_info).toMatchObject({
      file_name: 'hop-dong-da-ky.pdf',
      content_type: 'application/pdf',
    });
    expect(await historyOf(id)).toEqual(['REQUEST', 'GENERATE', 'APPROVE', 'UPLOAD', 'APPROVE']);
  });

  it('rejects only with a reason, then the client requests it again', async () => {
    const buy = await h.idOf('BUY01');
    const { id } = await contractFixture(h.t.db, buy, { status: 1 });
    const none = await h.post('/api/buyer/contract/reject', { contract_id: id }, 'camanager');
    expect(none.statusCode).toBe(422);
    const blank = await h.post('/api/buyer/contract/reject', { contract_id: id, reason: '   ' }, 'camanager');
    expect(blank.statusCode).toBe(422);
    expect(
      (await h.post('/api/buyer/contract/reject', { contract_id: id, reason: 'Sai' }, 'buyer1')).statusCode,
    ).toBe(403);
    const rejected = await h.post(
      '/api/buyer/contract/reject',
      { contract_id: id, reason: 'Sai mã số thuế' },
      'camanager',
    );
    expect(rejected.json().data).toMatchObject({ contract_status: 2, reason: 'Sai mã số thuế' });
    const history = (await detail(id)).history;
    expect(history.at(-1)).toMatchObject({ action: 'REJECT', reason: 'Sai mã số thuế' });
    const again = await h.post(
      '/api/buyer/contract/request',
      { buyer_id: buy, contract_type: 'COORDINATION_AGREEMENT', contract_method: 'digital' },
      'buyer1',
    );
    expect(again.json().data).toMatchObject({ id, contract_status: 0, reason: null });
    // A buyer signs no discount contract.
    const wrongType = await h.post(
      '/api/buyer/contract/request',
      { contract_type: 'DISCOUNT_CONTRACT', contract_method: 'digital' },
      'buyer2',
    );
    expect(wrongType.json().code).toBe('CONTRACT_TYPE_NOT_ALLOWED');
  });

  it('another company’s contract is not found, whatever the call', async () => {
    const sup = await h.idOf('SUP01');
    const { id } = await contractFixture(h.t.db, sup, { status: 1 });
    for (const res of [
      await h.get(`/api/contracts/${id}`, 'supplier2'),
      await h.get(`/api/supplier/contract/review/file/${id}`, 'supplier2'),
      await h.get(`/api/supplier/${sup}/contracts/latest`, 'supplier2'),
      await h.get(`/api/supplier/${sup}/contracts/request`, 'supplier2'),
      await h.post(`/api/contracts/${id}/reject`, { reason: 'x' }, 'supplier2'),
      await upload(id, 'a.pdf', SAMPLES.pdf, 'supplier2'),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    const list = await h.get('/api/contracts?page_size=200', 'supplier2');
    expect(list.json().data.every((c: { ent_id: number }) => c.ent_id === list.json().data[0].ent_id)).toBe(
      true,
    );
    expect(list.json().data.some((c: { id: number }) => c.id === id)).toBe(false);
  });

  it('a partner withdraws a request before it is generated, not after', async () => {
    const ptn = await h.idOf('PTN03');
    const made = await h.post(
      '/api/corporate/contract/request',
      { corporate_id: ptn, contract_type: 'PARTNER_REFERRAL_CONTRACT', contract_method: 'digital' },
      'partner3',
    );
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id;
    const gone = await h.t.app.inject({
      method: 'DELETE',
      url: `/api/partner/contract/${id}`,
      headers: await h.t.auth('partner3'),
    });
    expect(gone.statusCode).toBe(204);
    expect((await h.get(`/api/contracts/${id}`, 'partner3')).statusCode).toBe(404);
    const { id: generated } = await contractFixture(h.t.db, ptn, { status: 1 });
    const refused = await h.t.app.inject({
      method: 'DELETE',
      url: `/api/partner/contract/${generated}`,
      headers: await h.t.auth('partner3'),
    });
    expect(refused.json().code).toBe('CONTRACT_NOT_DELETABLE');
  });

  it('lists, latest and history by company, as the funder and as the company', async () => {
    const buy = await h.idOf('BUY02');
    const list = await h.post('/api/buyer/contracts', { buyer_id: buy }, 'crm');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.every((c: { ent_id: number }) => c.ent_id === buy)).toBe(true);
    const latest = await h.get(`/api/buyer/${buy}/latest-contract`, 'buyer2');
    expect(latest.json().data.ent_id).toBe(buy);
    const filtered = await h.get('/api/contracts?contract_status=2', 'crm');
    expect(filtered.json().data.every((c: { contract_status: number }) => c.contract_status === 2)).toBe(
      true,
    );
    const sup = await h.idOf('SUP03');
    const history = await h.get(`/api/supplier/${sup}/contracts/history`, 'supplier3');
    expect(history.json().data.length).toBeGreaterThan(0);
    const none = await h.get(`/api/partner/${await h.idOf('PTN04')}/latest-contract`, 'partner4');
    expect(none.json()).toEqual({ data: null });
  });

  it('every audience’s path reaches the same use-case', async () => {
    const buy = await h.idOf('BUY01');
    const sup = await h.idOf('SUP02');
    const ptn = await h.idOf('PTN01');
    const b = await contractFixture(h.t.db, buy, { status: 1 });
    const s = await contractFixture(h.t.db, sup, { status: 1 });
    const p = await contractFixture(h.t.db, ptn, { status: 1 });
    const reads: [string, string, number][] = [
      [`/api/buyer/contract/${b.id}`, 'buyer1', b.id],
      [`/api/supplier/contract/review/${s.id}`, 'supplier2', s.id],
      [`/api/supplier/contract/digital-sign/${s.id}`, 'supplier2', s.id],
    ];
    for (const [url, user, id] of reads) {
      const res = await h.get(url, user);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().data.id, url).toBe(id);
    }
    for (const [url, user] of [
      [`/api/buyer/contract/file/${b.id}`, 'buyer1'],
      [`/api/corporate/contract/file/${p.id}`, 'partner1'],
      [`/api/person/contract/file/${p.id}`, 'crm'],
      [`/api/supplier/contract/review/file/${s.id}`, 'supplier2'],
      ['/api/sup/supplier-contract/file', 'supplier2'],
    ] as const) {
      const res = await h.get(url, user);
      expect(res.json().message, url).toBe('Download contract success!');
    }
    const download = await h.post('/api/buyer/download', { contract_id: b.id, buyer_id: buy }, 'buyer1');
    expect(download.json().data.file_info.content_type).toBe('application/pdf');
    for (const [url, user, body] of [
      ['/api/buyer/contracts', 'crm', { buyer_id: buy }],
      [`/api/supplier/${sup}/contracts`, 'supplier2', {}],
      [`/api/partner/${ptn}/contract`, 'partner1', {}],
      [`/api/partner/${ptn}/credit_contract`, 'partner1', {}],
    ] as const) {
      const res = await h.post(url, body, user);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().page_info.total_record, url).toBeGreaterThanOrEqual(
        url.endsWith('credit_contract') ? 0 : 1,
      );
    }
    expect((await h.get(`/api/partner/${ptn}/latest-contract`, 'partner1')).json().data.id).toBe(p.id);
    expect((await h.get(`/api/partner/${ptn}/latest-contract/7`, 'partner1')).json().data).toBeNull();
    // The steps by their spec paths: approve then reject by the partner's own calls.
    const approved = await h.t.app.inject({
      method: 'POST',
      url: `/api/partner/contract/${p.id}/approve/1`,
      headers: await h.t.auth('camanager'),
    });
    expect(approved.json().data.contract_status).toBe(3);
    const rejected = await h.post(
      `/api/partner/contract/${p.id}/reject`,
      { reason: 'Sai điều khoản' },
      'camanager',
    );
    expect(rejected.json().data.contract_status).toBe(2);
    const again = await h.post(`/api/partner/contract/${p.id}/request/1`, {}, 'partner1');
    expect(again.json().data.contract_status).toBe(0);
    const generated = await h.post(`/api/partner/${ptn}/generate-contract`, {}, 'crm');
    expect(generated.json().data).toMatchObject({ id: p.id, contract_status: 1 });
    // The buyer's approve path and the individual's confirm-otp refuse what the workflow refuses.
    expect((await h.get(`/api/buyer/contract/approve/${b.id}`, 'buyer1')).statusCode).toBe(403);
    const ind = await contractFixture(h.t.db, await h.idOf('IND01'), { status: 4 });
    const wrongCode = await h.post(
      `/api/individual/${ind.id}/contracts/confirm-otp`,
      { certificate_id: await certificateOf('indsupplier1'), otp: '123456' },
      'indsupplier1',
    );
    expect(wrongCode.json().code).toMatch(/^OTP_/);
  });
});
