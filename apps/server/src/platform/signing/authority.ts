import { randomBytes, webcrypto } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withAdvisoryLock } from '../db/advisory-lock.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import type { KeyVault } from './key-vault.ts';
import { signingAuthority, signingCertificates } from './signing.tables.ts';
import { x509 } from './x509.ts';

type CryptoKey = webcrypto.CryptoKey;
type CryptoKeyPair = webcrypto.CryptoKeyPair;

/** RSA 2048 / SHA-256: what every PDF verifier (poppler/NSS, Acrobat, pdf.js) accepts. */
const ALG = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
};
const CA_YEARS = 20;
const CERT_YEARS = 3;

const serial = () => {
  const b = randomBytes(16);
  b[0] = b[0]! & 0x7f; // positive
  return b.toString('hex');
};
const addYears = (d: Date, n: number) =>
  new Date(Date.UTC(d.getUTCFullYear() + n, d.getUTCMonth(), d.getUTCDate()));
/** X.500 names: commas and the like in a company's name are escaped. */
const rdn = (v: string) => v.replace(/([,+"\\<>;=#])/g, '\\$1');

async function generateKeys(): Promise<CryptoKeyPair> {
  return (await webcrypto.subtle.generateKey(ALG, true, ['sign', 'verify'])) as CryptoKeyPair;
}
async function exportKey(key: CryptoKey): Promise<Uint8Array> {
  return new Uint8Array(await webcrypto.subtle.exportKey('pkcs8', key));
}
async function importKey(pkcs8: Uint8Array): Promise<CryptoKey> {
  return webcrypto.subtle.importKey('pkcs8', pkcs8, ALG, false, ['sign']) as Promise<CryptoKey>;
}

export interface Authority {
  cert: x509.X509Certificate;
  key: CryptoKey;
}

/**
 * The platform CA: created once (the first start, or the first signature on a database without
 * one), under an advisory lock so instances starting together make one.
 */
export async function ensureAuthority(db: Db, vault: KeyVault, now: Date): Promise<Authority> {
  const existing = await loadAuthority(db, vault);
  if (existing) return existing;
  await withAdvisoryLock(db, 'arflow-signing-ca', async () => {
    if (
      await db
        .select({ id: signingAuthority.id })
        .from(signingAuthority)
        .limit(1)
        .then((r) => r.length > 0)
    )
      return;
    const keys = await generateKeys();
    const cert = await x509.X509CertificateGenerator.createSelfSigned({
      serialNumber: serial(),
      name: 'CN=ARFlow Platform CA, O=ARFlow, C=VN',
      notBefore: now,
      notAfter: addYears(now, CA_YEARS),
      signingAlgorithm: ALG,
      keys,
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
        await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      ],
    });
    await db.insert(signingAuthority).values({
      id: 1,
      cert_pem: cert.toString('pem'),
      key_enc: vault.seal(await exportKey(keys.privateKey)),
      created_at: now,
    });
  });
  return (await loadAuthority(db, vault))!;
}

async function loadAuthority(db: DbOrTx, vault: KeyVault): Promise<Authority | undefined> {
  const [row] = await db.select().from(signingAuthority).where(eq(signingAuthority.id, 1));
  if (!row) return undefined;
  return { cert: new x509.X509Certificate(row.cert_pem), key: await importKey(vault.open(row.key_enc)) };
}

/** A certificate for a company (no user) or a signer, issued by the platform CA and stored. */
export async function issueCertificate(
  tx: DbOrTx,
  o: {
    authority: Authority;
    vault: KeyVault;
    entId: number;
    userId: number | null;
    commonName: string;
    organisation: string;
    email?: string;
    now: Date;
  },
): Promise<typeof signingCertificates.$inferSelect> {
  const keys = await generateKeys();
  const subject = [`CN=${rdn(o.commonName)}`, `O=${rdn(o.organisation)}`, 'C=VN'].join(', ');
  const notAfter = addYears(o.now, CERT_YEARS);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject,
    issuer: o.authority.cert.subject,
    notBefore: o.now,
    notAfter,
    signingAlgorithm: ALG,
    publicKey: keys.publicKey,
    signingKey: o.authority.key,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(o.authority.cert),
      ...(o.email ? [new x509.SubjectAlternativeNameExtension([{ type: 'email', value: o.email }])] : []),
    ],
  });
  const [row] = await tx
    .insert(signingCertificates)
    .values({
      ent_id: o.entId,
      user_id: o.userId,
      subject,
      serial: cert.serialNumber,
      cert_pem: cert.toString('pem'),
      key_enc: o.vault.seal(await exportKey(keys.privateKey)),
      not_before: cert.notBefore,
      not_after: cert.notAfter,
      created_at: o.now,
    })
    .returning();
  return row!;
}
