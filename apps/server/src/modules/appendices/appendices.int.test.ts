import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { multipart, SAMPLES } from '../../../test/files.ts';
import { auditActions, expectValidSignatures, signingCalls } from '../../../test/signing.ts';
import { signingAuthority } from '../../platform/signing/signing.tables.ts';
import { verifyPdfSignatures } from '../../platform/signing/verify-pdf.ts';
import { signingDocuments } from '../signing/signing.tables.ts';

const h = useApiHarness();
const { certificateOf, otpFor } = signingCalls(h);

let seq = 0;
/** A request body with a fresh code: DTN01 refers the lending partner PTN04 unless told. */
async function form(over: Record<string, unknown> = {}) {
  seq += 1;
  return {
    type: 'LENDING',
    name: 'Giới thiệu quỹ cho vay',
    code: `T-${seq}`,
    commission_rate: 0.45,
    payment_type: 2,
    referred_ids: [await h.idOf('PTN04')],
    ...over,
  };
}

async function request(partner = 'DTN01', user = 'crm', over: Record<string, unknown> = {}) {
  const res = await h.post(
    `/api/partner/ref_appendix/${await h.idOf(partner)}/request`,
    await form(over),
    user,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; status: number; document_id: number | null } & Record<
    string,
    unknown
  >;
}

const step = (id: number, what: string, body: unknown, user: string) =>
  h.post(`/api/partner/ref_appendix/${id}/${what}`, body, user);
const detail = async (id: number, user = 'master') =>
  (await h.get(`/api/partner/ref_appendix/${id}`, user)).json().data;

/** sign_ca then sign_ca_otp: the spec's two calls. */
async function signCa(user: string, id: number, documentId: number, kind: 'SIGNER' | 'COMPANY' = 'SIGNER') {
  const certificate_id = await certificateOf(user, kind);
  const otp = await h.post('/api/partner/ref_appendix/sign_ca', { id, certificate_id }, user);
  expect(otp.statusCode, otp.body).toBe(200);
  return h.post(
    '/api/partner/ref_appendix/sign_ca_otp',
    { id, certificate_id, otp: await otpFor(user, documentId) },
    user,
  );
}

async function upload(
  id: number,
  user: string,
  parts = [{ name: 'file', filename: 'phu-luc.pdf', content: SAMPLES.pdf, type: 'application/pdf' }],
) {
  const { payload, headers } = multipart(parts);
  return h.t.app.inject({
    method: 'POST',
    url: `/api/partner/ref_appendix/${id}/upload`,
    payload,
    headers: { ...headers, ...(await h.t.auth(user)) },
  });
}

const historyOf = async (entity: string, id: number) =>
  (
    await h.t.db.execute<{ action: string; from_status: string | null; to_status: string | null }>(
      sql`SELECT action, from_status, to_status FROM status_history WHERE entity = ${entity} AND entity_id = ${String(id)} ORDER BY id`,
    )
  ).rows.map((r) => `${r.action} ${r.from_status ?? '∅'}→${r.to_status ?? ''}`);

describe('referral appendices', () => {
  it('goes request → generate → partner e-sign → platform e-sign → complete, with a PDF pdfsig calls valid', async () => {
    const a = await request();
    expect(a).toMatchObject({
      status: 1,
      ref_status: 1,
      commission_status: 2,
      partner_count: 1,
      type: 'LENDING',
    });
    expect(a.number).toMatch(/^PLGT-\d{4}-\d{6}$/);
    expect(a.actions).toEqual(expect.arrayContaining(['generate', 'request_hard_copy']));

    const generated = await step(a.id, 'generate-appendix', { contract_method: 'digital' }, 'crm');
    expect(generated.statusCode, generated.body).toBe(200);
    const g = generated.json().data;
    expect(g).toMatchObject({ status: 2, ref_status: 2, contract_method: 'digital' });
    const documentId = g.document_id as number;

    // The partner signs first: the platform is refused before.
    const early = await h.post(
      '/api/partner/ref_appendix/sign_ca',
      { id: a.id, certificate_id: await certificateOf('master', 'COMPANY') },
      'master',
    );
    expect(early.json().code).toBe('SIGNING_NOT_YOUR_TURN');
    expect((await detail(a.id, 'doitacncc1')).can_sign).toBe(true);

    const partnerSigned = await signCa('doitacncc1', a.id, documentId);
    expect(partnerSigned.statusCode, partnerSigned.body).toBe(200);
    expect(partnerSigned.json().data).toMatchObject({ status: 3, ref_status: 2 });

    // The platform signs through the signing modal's own calls: the appendix follows.
    const cert = await certificateOf('master', 'COMPANY');
    expect(
      (await h.post(`/api/signing/documents/${documentId}/otp`, { certificate_id: cert }, 'master'))
        .statusCode,
    ).toBe(200);
    const platformSigned = await h.post(
      `/api/signing/documents/${documentId}/sign`,
      { certificate_id: cert, otp: await otpFor('master', documentId) },
      'master',
    );
    expect(platformSigned.statusCode, platformSigned.body).toBe(200);
    expect(platformSigned.json().data.next_party).toBeNull();
    const done = await detail(a.id);
    expect(done).toMatchObject({ status: 6, ref_status: 3, commission_status: 2 });
    expect(done.referred).toEqual([expect.objectContaining({ status: 'ACTIVE' })]);

    const file = await step(a.id, 'details', {}, 'doitacncc1');
    expect(file.json().message).toBe('Download contract success!');
    const pdf = Buffer.from(file.json().data.file_info.file, 'base64');
    const [ca] = await h.t.db.select().from(signingAuthority);
    expect(verifyPdfSignatures(pdf, ca!.cert_pem).map((c) => c.intact && c.chained)).toEqual([true, true]);
    expectValidSignatures(pdf, 2);

    expect(await historyOf('appendix', a.id)).toEqual([
      'REQUEST ∅→1',
      'GENERATE 1→2',
      'SIGN 2→3',
      'SIGN 3→6',
    ]);
    expect(await auditActions(h.t.db, 'appendix', a.id)).toEqual([
      'appendix.request',
      'appendix.generate',
      'appendix.sign',
      'appendix.sign',
    ]);
  });

  it('sets the commission up only on a complete appendix, by the commission staff; off needs a reason', async () => {
    const a = await request();
    const terms = { active: true, commission_rate: 0.6, payment_type: 3 };
    expect((await step(a.id, 'commission_setup', terms, 'accountant')).json().code).toBe(
      'APPENDIX_NOT_COMPLETE',
    );
    await step(a.id, 'generate-appendix', { contract_method: 'manual' }, 'crm');
    expect((await upload(a.id, 'doitacncc1')).statusCode).toBe(200);
    expect((await step(a.id, 'confirm', {}, 'camanager')).json().data.status).toBe(6);

    expect((await step(a.id, 'commission_setup', terms, 'crm')).statusCode).toBe(403);
    expect((await detail(a.id, 'accountant')).commission_actions).toEqual(['activate']);
    const on = await step(a.id, 'commission_setup', terms, 'accountant');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({ commission_status: 3, commission_rate: 0.6, payment_type: 3 });

    const noReason = await step(a.id, 'commission_setup', { ...terms, active: false }, 'accountant');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().fields.reason).toBeDefined();
    const off = await step(
      a.id,
      'commission_setup',
      { ...terms, active: false, reason: 'Tạm dừng' },
      'master',
    );
    expect(off.json().data).toMatchObject({ commission_status: 1 });
    expect(off.json().data.referred).toEqual([expect.objectContaining({ status: 'DEACTIVATED' })]);
    expect(await historyOf('commission', a.id)).toEqual(['ACTIVATE 2→3', 'DEACTIVATE 3→1']);
  });

  it('takes the hard-copy path: one valid file, sent back with a reason, uploaded again, confirmed', async () => {
    const a = await request('PTN03', 'partner3', { type: 'BUYER', referred_ids: [await h.idOf('BUY01')] });
    const g = await step(a.id, 'generate-appendix', { contract_method: 'manual' }, 'creditofficer');
    expect(g.json().data).toMatchObject({ status: 4, ref_status: 1, contract_method: 'manual' });
    // No e-signature on a paper appendix.
    expect(
      (await h.post('/api/partner/ref_appendix/sign_ca', { id: a.id, certificate_id: 1 }, 'master')).json()
        .code,
    ).toBe('SIGNING_NOT_YOUR_TURN');

    const fake = await upload(a.id, 'partner3', [
      { name: 'file', filename: 'phu-luc.pdf', content: SAMPLES.html, type: 'application/pdf' },
    ]);
    expect(fake.statusCode).toBe(422);
    const two = await upload(a.id, 'partner3', [
      { name: 'file', filename: 'a.pdf', content: SAMPLES.pdf, type: 'application/pdf' },
      { name: 'file', filename: 'b.pdf', content: SAMPLES.pdf, type: 'application/pdf' },
    ]);
    expect(two.json().code).toBe('FILE_NOT_VALID');
    expect((await detail(a.id)).status).toBe(4);

    const up = await upload(a.id, 'partner3');
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toMatchObject({ status: 5, ref_status: 1 });
    expect(up.json().data.hard_copy_file_id).toEqual(expect.any(Number));
    expect((await upload(a.id, 'partner3')).json().code).toBe('TRANSITION_NOT_ALLOWED');

    expect((await step(a.id, 'confirm', {}, 'crm')).statusCode).toBe(403);
    expect((await step(a.id, 'reject', {}, 'camanager')).statusCode).toBe(422);
    const back = await step(a.id, 'reject', { reason: 'Bản chụp thiếu trang 2' }, 'camanager');
    expect(back.json().data).toMatchObject({ status: 4, hard_copy_file_id: null });
    expect((await upload(a.id, 'partner3')).json().data.status).toBe(5);
    expect((await step(a.id, 'confirm', {}, 'camanager')).json().data).toMatchObject({
      status: 6,
      ref_status: 3,
    });
    const [reason] = (
      await h.t.db.execute<{ reason: string }>(
        sql`SELECT reason FROM status_history WHERE entity = 'appendix' AND entity_id = ${String(a.id)} AND action = 'REJECT'`,
      )
    ).rows;
    expect(reason!.reason).toBe('Bản chụp thiếu trang 2');
  });

  it('refuses steps out of order and rejections without a reason; a rejected appendix is asked for again', async () => {
    const a = await request();
    expect((await step(a.id, 'confirm', {}, 'camanager')).json().code).toBe('TRANSITION_NOT_ALLOWED');
    expect((await upload(a.id, 'doitacncc1')).json().code).toBe('TRANSITION_NOT_ALLOWED');
    expect(
      (await h.post('/api/partner/ref_appendix/sign_ca', { id: a.id, certificate_id: 1 }, 'master')).json()
        .code,
    ).toBe('APPENDIX_NO_DOCUMENT');
    expect((await step(a.id, 'details', {}, 'master')).json().code).toBe('APPENDIX_NO_DOCUMENT');
    expect((await step(a.id, 'reject', { reason: '  ' }, 'camanager')).statusCode).toBe(422);
    expect((await step(a.id, 'reject', { reason: 'x' }, 'crm')).statusCode).toBe(403);

    const rejected = await step(a.id, 'reject', { reason: 'Tỷ lệ hoa hồng chưa phù hợp' }, 'camanager');
    expect(rejected.json().data).toMatchObject({ status: -1, ref_status: -1, commission_status: -1 });
    expect((await step(a.id, 'generate-appendix', { contract_method: 'digital' }, 'crm')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );

    const again = await h.post(
      `/api/partner/ref_appendix/${await h.idOf('DTN01')}/request`,
      { ...(await form({ commission_rate: 0.35 })), appendix_id: a.id },
      'doitacncc1',
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      id: a.id,
      status: 1,
      commission_status: 2,
      commission_rate: 0.35,
    });
    const twice = await h.post(
      `/api/partner/ref_appendix/${await h.idOf('DTN01')}/request`,
      { ...(await form()), appendix_id: a.id },
      'doitacncc1',
    );
    expect(twice.json().code).toBe('TRANSITION_NOT_ALLOWED');
    expect(await historyOf('appendix', a.id)).toEqual(['REQUEST ∅→1', 'REJECT 1→-1', 'REQUEST -1→1']);
    expect(await historyOf('commission', a.id)).toEqual(['CLOSE 2→-1', 'REOPEN -1→2']);
  });

  it('lets the partner refuse to sign (its document then takes no signature) and the funder refuse the platform step', async () => {
    const a = await request();
    const g = (await step(a.id, 'generate-appendix', { contract_method: 'digital' }, 'crm')).json().data;
    expect((await step(a.id, 'reject', { reason: 'Chưa đồng ý' }, 'doitacncc1')).json().data.status).toBe(-1);
    const [doc] = await h.t.db.select().from(signingDocuments).where(eq(signingDocuments.id, g.document_id));
    expect(doc!.next_party).toBeNull();

    const b = await request();
    const gb = (await step(b.id, 'generate-appendix', { contract_method: 'digital' }, 'crm')).json().data;
    expect((await signCa('doitacncc1', b.id, gb.document_id)).json().data.status).toBe(3);
    // Once signed, only the funder may still refuse it.
    expect((await step(b.id, 'reject', { reason: 'Sai thông tin' }, 'doitacncc1')).statusCode).toBe(403);
    expect((await step(b.id, 'reject', { reason: 'Sai thông tin' }, 'submaster')).json().data.status).toBe(
      -1,
    );
  });

  it('refuses a signer without the right to sign, a wrong OTP and an OTP of another appendix', async () => {
    const a = await request('PTN03', 'partner3', { type: 'BUYER', referred_ids: [] });
    const g = (await step(a.id, 'generate-appendix', { contract_method: 'digital' }, 'crm')).json().data;
    // partner3 has neither allow_sign nor a signing role (spec §6).
    const noRight = await h.post(
      '/api/partner/ref_appendix/sign_ca',
      { id: a.id, certificate_id: 1 },
      'partner3',
    );
    expect(noRight.statusCode).toBe(403);
    expect(noRight.json().code).toBe('NO_RIGHT_TO_SIGN');
    expect((await detail(a.id, 'partner3')).can_sign).toBe(false);
    expect((await detail(a.id, 'partner3')).actions).not.toContain('sign');
    expect(g.status).toBe(2);

    const b = await request();
    const gb = (await step(b.id, 'generate-appendix', { contract_method: 'digital' }, 'crm')).json().data;
    const c = await request();
    const gc = (await step(c.id, 'generate-appendix', { contract_method: 'digital' }, 'crm')).json().data;
    const cert = await certificateOf('doitacncc1');
    await h.post('/api/partner/ref_appendix/sign_ca', { id: b.id, certificate_id: cert }, 'doitacncc1');
    await h.post('/api/partner/ref_appendix/sign_ca', { id: c.id, certificate_id: cert }, 'doitacncc1');
    const codeB = await otpFor('doitacncc1', gb.document_id);
    const codeC = await otpFor('doitacncc1', gc.document_id);
    const wrong = String((Number(codeB) + 1) % 1_000_000).padStart(6, '0');
    const signB = (otp: string) =>
      h.post('/api/partner/ref_appendix/sign_ca_otp', { id: b.id, certificate_id: cert, otp }, 'doitacncc1');
    expect((await signB(wrong)).json().code).toBe('OTP_INVALID');
    if (codeC !== codeB) expect((await signB(codeC)).json().code).toBe('OTP_INVALID');
    expect((await detail(b.id)).status).toBe(2);
    const ok = await signB(codeB);
    expect(ok.json().data.status).toBe(3);
    // A code is single use.
    const reused = await signB(codeB);
    expect(reused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await detail(b.id)).status).toBe(3);
  });

  it('keeps each partner to its own appendices: another’s is 404 on every call', async () => {
    const a = await request();
    const other = 'partner1';
    expect((await h.get(`/api/partner/ref_appendix/${a.id}`, other)).statusCode).toBe(404);
    for (const what of ['details', 'ref_partners', 'reject', 'generate-appendix']) {
      const res = await step(
        a.id,
        what,
        what === 'reject'
          ? { reason: 'x' }
          : what === 'generate-appendix'
            ? { contract_method: 'digital' }
            : {},
        'partner3',
      );
      expect([404, 403], `${what}`).toContain(res.statusCode);
      if (res.statusCode === 404) expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await upload(a.id, 'partner3')).statusCode).toBe(404);
    expect(
      (await h.post('/api/partner/ref_appendix/sign_ca', { id: a.id, certificate_id: 1 }, 'partner3'))
        .statusCode,
    ).toBe(404);
    const dtn = await h.idOf('DTN01');
    expect((await h.post(`/api/partner/ref_appendix/${dtn}/appendixes`, {}, 'partner3')).statusCode).toBe(
      404,
    );
    expect(
      (await h.post(`/api/partner/ref_appendix/${dtn}/request`, await form(), 'partner3')).statusCode,
    ).toBe(404);

    const mine = await h.post(
      '/api/referral-coordination/program-config/list-referral-appendix',
      {},
      'partner3',
    );
    const ids = mine.json().data.map((r: { ent_id: number }) => r.ent_id);
    expect(new Set(ids)).toEqual(new Set([await h.idOf('PTN03')]));
    const funder = await h.post(
      '/api/referral-coordination/program-config/list-referral-appendix',
      { search_condition: { ent_id: dtn, status: 1 } },
      'viewer',
    );
    expect(funder.json().data.map((r: { id: number }) => r.id)).toContain(a.id);
    expect(
      funder.json().data.every((r: { ent_id: number; status: number }) => r.ent_id === dtn && r.status === 1),
    ).toBe(true);
  });

  it('checks the request: schema, referred companies, unique code, roles', async () => {
    const url = `/api/partner/ref_appendix/${await h.idOf('DTN01')}/request`;
    const bad = await h.post(
      url,
      { ...(await form()), commission_rate: 101, code: 'có dấu cách', extra: 1 },
      'crm',
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['commission_rate', 'code']));
    const en = await h.post(url, { ...(await form()), payment_type: 9 }, 'crm', { 'accept-language': 'en' });
    expect(en.statusCode).toBe(422);

    const wrongKind = await h.post(url, await form({ type: 'BUYER' }), 'crm');
    expect(wrongKind.json().code).toBe('APPENDIX_REFERRED_INVALID');
    const itself = await h.post(
      url,
      await form({ type: 'BUYER', referred_ids: [await h.idOf('DTN01')] }),
      'crm',
    );
    expect(itself.json().code).toBe('APPENDIX_REFERRED_INVALID');
    const a = await request();
    const taken = await h.post(url, { ...(await form()), code: a.code }, 'crm');
    expect(taken.json().code).toBe('APPENDIX_CODE_TAKEN');
    expect((await h.post(url, await form(), 'viewer')).statusCode).toBe(403);
    expect((await h.post(url, await form(), 'accountant')).statusCode).toBe(403);
    expect(
      (await step(a.id, 'generate-appendix', { contract_method: 'digital' }, 'accountant')).statusCode,
    ).toBe(403);
    expect(
      (await step(a.id, 'generate-appendix', { contract_method: 'digital' }, 'partner3')).statusCode,
    ).toBe(403);
    // Not a partner: the buyer cannot hold a referral appendix.
    expect(
      (await h.post(`/api/partner/ref_appendix/${await h.idOf('BUY01')}/request`, await form(), 'crm'))
        .statusCode,
    ).toBe(404);
  });

  it('lists the referral partners the funder can make an appendix for', async () => {
    const res = await h.post('/api/partner/ref_appendix/list_partner', { page_size: 100 }, 'crm');
    const codes = res.json().data.map((p: { code: string }) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['PTN03', 'DTN01']));
    expect(codes).not.toContain('PTN01');
    expect((await h.post('/api/partner/ref_appendix/list_partner', {}, 'partner3')).statusCode).toBe(403);
  });
});
