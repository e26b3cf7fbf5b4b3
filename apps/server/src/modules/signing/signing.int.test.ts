import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { auditActions, expectValidSignatures, signingCalls } from '../../../test/signing.ts';
import { signingAuthority } from '../../platform/signing/signing.tables.ts';
import { verifyPdfSignatures } from '../../platform/signing/verify-pdf.ts';
import { createSigningDocument } from './create-document.ts';

const h = useApiHarness();
const { certificateOf, otpFor } = signingCalls(h);

let seq = 0;
async function newDocument(client = 'SUP01'): Promise<number> {
  seq += 1;
  return createSigningDocument(h.t.db, {
    platformId: await h.idOf('ARFLOW'),
    clientId: await h.idOf(client),
    type: 'DISCOUNT_CONTRACT',
    number: `HD-TEST-${seq}`,
    date: '2026-03-02',
    terms: { limit: 2_000_000_000, rate: 10 },
    now: new Date(),
  });
}

async function sign(user: string, id: number, certificate_id: number): Promise<void> {
  const otp = await h.post(`/api/signing/documents/${id}/otp`, { certificate_id }, user);
  expect(otp.statusCode, otp.body).toBe(200);
  const res = await h.post(
    `/api/signing/documents/${id}/sign`,
    { certificate_id, otp: await otpFor(user, id) },
    user,
  );
  expect(res.statusCode, res.body).toBe(200);
}

describe('signing', () => {
  it('issues a signer and a company certificate once, chained to the platform CA; none without the right to sign', async () => {
    const first = await h.get('/api/signing/certificates', 'supplier1');
    expect(first.json().data.map((c: { kind: string }) => c.kind)).toEqual(['SIGNER', 'COMPANY']);
    expect(first.json().data[0].issuer).toContain('ARFlow Platform CA');
    const again = await h.get('/api/signing/certificates', 'supplier1');
    expect(again.json().data.map((c: { id: number }) => c.id)).toEqual(
      first.json().data.map((c: { id: number }) => c.id),
    );
    expect((await h.get('/api/signing/certificates', 'crm')).json().data).toEqual([]);
  });

  it('the platform signs first, then the client; the PDF carries both valid signatures', async () => {
    const id = await newDocument();
    const clientCert = await certificateOf('supplier1');
    // Not the client's turn yet.
    const early = await h.post(
      `/api/signing/documents/${id}/otp`,
      { certificate_id: clientCert },
      'supplier1',
    );
    expect(early.json().code).toBe('SIGNING_NOT_YOUR_TURN');

    await sign('master', id, await certificateOf('master', 'COMPANY'));
    const mid = (await h.get(`/api/signing/documents/${id}`, 'supplier1')).json().data;
    expect(mid).toMatchObject({ next_party: 'CLIENT', can_sign: true });
    await sign('supplier1', id, clientCert);

    const done = (await h.get(`/api/signing/documents/${id}`, 'supplier1')).json().data;
    expect(done.next_party).toBeNull();
    expect(done.signatures.map((s: { party: string }) => s.party)).toEqual(['PLATFORM', 'CLIENT']);

    const file = await h.get(`/api/signing/documents/${id}/file`, 'supplier1');
    expect(file.json().message).toBe('Download contract success!');
    const pdf = Buffer.from(file.json().data.file_info.file, 'base64');
    const [ca] = await h.t.db.select().from(signingAuthority);
    const checks = verifyPdfSignatures(pdf, ca!.cert_pem);
    expect(checks.map((c) => c.intact && c.chained)).toEqual([true, true]);
    expectValidSignatures(pdf, 2);
    expect(await auditActions(h.t.db, 'signing_document', id)).toEqual([
      'signing.otp-requested',
      'signing.signed',
      'signing.otp-requested',
      'signing.signed',
    ]);
  });

  it('refuses a code superseded by a newer one (a reused code)', async () => {
    const id = await newDocument();
    const cert = await certificateOf('master', 'COMPANY');
    await h.post(`/api/signing/documents/${id}/otp`, { certificate_id: cert }, 'master');
    const old = await otpFor('master', id);
    await h.post(`/api/signing/documents/${id}/otp`, { certificate_id: cert }, 'master');
    const fresh = await otpFor('master', id);
    if (old !== fresh) {
      const res = await h.post(
        `/api/signing/documents/${id}/sign`,
        { certificate_id: cert, otp: old },
        'master',
      );
      expect(res.json().code).toBe('OTP_INVALID');
    }
    const ok = await h.post(
      `/api/signing/documents/${id}/sign`,
      { certificate_id: cert, otp: fresh },
      'master',
    );
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a signer without the right to sign', async () => {
    const id = await newDocument();
    const res = await h.post(`/api/signing/documents/${id}/otp`, { certificate_id: 1 }, 'crm');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NO_RIGHT_TO_SIGN');
  });

  it('refuses a wrong, a reused and an expired OTP, and an OTP of another document', async () => {
    const id = await newDocument();
    const other = await newDocument();
    const cert = await certificateOf('master', 'COMPANY');
    await h.post(`/api/signing/documents/${other}/otp`, { certificate_id: cert }, 'master');
    const otherCode = await otpFor('master', other);
    await h.post(`/api/signing/documents/${id}/otp`, { certificate_id: cert }, 'master');
    const code = await otpFor('master', id);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await h.post(
      `/api/signing/documents/${id}/sign`,
      { certificate_id: cert, otp: wrong },
      'master',
    );
    expect(bad.json().code).toBe('OTP_INVALID');
    if (otherCode !== code) {
      const foreign = await h.post(
        `/api/signing/documents/${id}/sign`,
        { certificate_id: cert, otp: otherCode },
        'master',
      );
      expect(foreign.json().code).toBe('OTP_INVALID');
    }
    // Expire the code: its 10 minutes are over.
    await h.t.db.execute(
      sql`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE subject = ${`signing_document:${id}`}`,
    );
    const expired = await h.post(
      `/api/signing/documents/${id}/sign`,
      { certificate_id: cert, otp: code },
      'master',
    );
    expect(expired.json().code).toBe('OTP_EXPIRED');

    await h.post(`/api/signing/documents/${id}/otp`, { certificate_id: cert }, 'master');
    const fresh = await otpFor('master', id);
    const ok = await h.post(
      `/api/signing/documents/${id}/sign`,
      { certificate_id: cert, otp: fresh },
      'master',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    // The code is spent: no live code is left for this document.
    const live = await h.t.db.execute(
      sql`SELECT id FROM otp_codes WHERE subject = ${`signing_document:${id}`} AND used_at IS NULL`,
    );
    expect(live.rows).toHaveLength(0);
    const reused = await h.post(
      `/api/signing/documents/${id}/sign`,
      { certificate_id: cert, otp: fresh },
      'master',
    );
    expect(reused.json().code).toBe('SIGNING_NOT_YOUR_TURN');
  });

  it('refuses another company’s document and a certificate that is not the caller’s', async () => {
    const id = await newDocument('SUP01');
    expect((await h.get(`/api/signing/documents/${id}`, 'supplier2')).statusCode).toBe(404);
    expect((await h.get(`/api/signing/documents/${id}/file`, 'supplier2')).statusCode).toBe(404);
    const foreignCert = await certificateOf('supplier2');
    const res = await h.post(`/api/signing/documents/${id}/otp`, { certificate_id: foreignCert }, 'master');
    expect(res.json().code).toBe('NO_DIGITAL_CERTIFICATE');
  });
});
