import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { generateContractPdf } from '../documents/generate-contract.ts';
import { ensureAuthority, issueCertificate } from './authority.ts';
import { KeyVault } from './key-vault.ts';
import { LocalCaSigner } from './local-ca-signer.ts';
import { verifyPdfSignatures } from './verify-pdf.ts';

const hasPdfsig = spawnSync('pdfsig', ['-v']).status === 0;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const party = (name: string) => ({
  name,
  mst: '0312345678',
  address: 'Quận 1, TP. Hồ Chí Minh',
  legal_represent: 'Nguyễn Văn Ký',
  tel_no: null,
  email: null,
});

describe('platform signing', () => {
  it('keeps keys sealed: a wrong secret or a changed byte cannot open them', () => {
    const sealed = new KeyVault('one secret').seal(Buffer.from('private key'));
    expect(new KeyVault('one secret').open(sealed).toString()).toBe('private key');
    expect(() => new KeyVault('another secret').open(sealed)).toThrow();
    expect(sealed).not.toContain(Buffer.from('private key').toString('base64url'));
  });

  it('creates one CA, and two signatures on a contract are both valid and chained to it', async () => {
    const vault = new KeyVault('test-signing-secret');
    const now = new Date();
    const ca = await ensureAuthority(t.db, vault, now);
    const again = await ensureAuthority(t.db, vault, now);
    expect(again.cert.serialNumber).toBe(ca.cert.serialNumber);
    const base = { authority: ca, vault, now, organisation: 'Công ty ARFlow' };
    const platformCert = await issueCertificate(t.db, {
      ...base,
      entId: 1,
      userId: null,
      commonName: 'ARFlow',
    });
    const clientCert = await issueCertificate(t.db, {
      ...base,
      entId: 1,
      userId: 1,
      commonName: 'Trần Thị Bình',
      email: 'binh@vidu.vn',
    });
    const { pdf } = await generateContractPdf({
      type: 'DISCOUNT_CONTRACT',
      number: 'HD-T-1',
      date: '2026-03-02',
      platform: party('Công ty ARFlow'),
      client: party('Công ty Đông Dương'),
    });
    const signer = new LocalCaSigner(t.db, vault);
    const common = {
      reason: 'Ký hợp đồng',
      location: 'Việt Nam',
      contactInfo: 'hopdong@arflow.vn',
      signingTime: now,
    };
    const once = await signer.sign(Buffer.from(pdf), {
      ...common,
      certificateId: platformCert.id,
      name: 'ARFlow',
    });
    const twice = await signer.sign(once, { ...common, certificateId: clientCert.id, name: 'Trần Thị Bình' });
    expect(twice.subarray(0, once.length).equals(once)).toBe(true);

    const checks = verifyPdfSignatures(twice, ca.cert.toString('pem'));
    expect(checks.map((c) => [c.intact, c.chained, c.pades])).toEqual([
      [true, true, true],
      [true, true, true],
    ]);
    // PAdES keeps the claimed time in the signature dictionary's /M (whole seconds).
    expect(checks.map((c) => c.signing_time)).toEqual(
      Array(2).fill(new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString()),
    );
    expect(checks.map((c) => c.signer)).toEqual(['ARFlow', 'Trần Thị Bình']);
    expect(checks.map((c) => c.covers_whole_file)).toEqual([false, true]);

    // A byte changed inside the signed range breaks the signature.
    const tampered = Buffer.from(twice);
    const at = tampered.indexOf('stream') + 20;
    tampered[at] = tampered[at]! ^ 1;
    expect(verifyPdfSignatures(tampered, ca.cert.toString('pem')).every((c) => c.intact)).toBe(false);

    if (hasPdfsig) {
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'arflow-sig-')), 'signed.pdf');
      writeFileSync(file, twice);
      const out = execFileSync('pdfsig', [file], { encoding: 'utf8' });
      expect(out.match(/Signature Validation: Signature is Valid\./g)).toHaveLength(2);
      expect(out.match(/Signature Type: ETSI\.CAdES\.detached/g)).toHaveLength(2);
      expect(out).toContain('Trần Thị Bình');
    } else {
      console.warn('pdfsig (poppler-utils) is not installed: the poppler check is skipped');
    }
  });
});
