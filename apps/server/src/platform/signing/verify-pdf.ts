import { createHash } from 'node:crypto';
import forge from 'node-forge';

export interface PdfSignatureCheck {
  /** The signed attributes match the bytes and the signer's key signed them. */
  intact: boolean;
  /** The signer's certificate was issued by the given CA. */
  chained: boolean;
  signer: string;
  signing_time: string | null;
  /** The signature covers the file up to its end (no change after it). */
  covers_whole_file: boolean;
}

const asn1 = forge.asn1;

/**
 * Check every signature of a PDF against the platform CA: the digest of the byte ranges, the
 * RSA signature over the signed attributes, and the issuer. The API's own check (a downloaded
 * contract), and the tests' second verifier beside poppler's pdfsig.
 */
export function verifyPdfSignatures(pdf: Buffer, caPem: string): PdfSignatureCheck[] {
  const ca = forge.pki.certificateFromPem(caPem);
  const text = pdf.toString('latin1');
  const found: PdfSignatureCheck[] = [];
  const re = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const [a, b, c, d] = m.slice(1).map(Number) as [number, number, number, number];
    if (b === 0 && c === 0) continue;
    const hex = text.slice(a + b + 1, c - 1).replace(/0+$/, '');
    const der = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
    const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
    found.push(checkCms(der, signed, ca, c + d === pdf.length));
  }
  return found;
}

function checkCms(der: Buffer, signed: Buffer, ca: forge.pki.Certificate, whole: boolean): PdfSignatureCheck {
  const msg = forge.pkcs7.messageFromAsn1(
    asn1.fromDer(forge.util.createBuffer(der.toString('binary')), {
      parseAllBytes: false,
    } as unknown as boolean),
  ) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
  };
  const attrs = msg.rawCapture.authenticatedAttributes;
  const attr = (oid: string) =>
    attrs.find((x) => asn1.derToOid((x.value as forge.asn1.Asn1[])[0]!.value as string) === oid);
  const value = (x: forge.asn1.Asn1 | undefined) =>
    x ? (((x.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string) : undefined;
  const digest = value(attr(forge.pki.oids.messageDigest!));
  const time = value(attr(forge.pki.oids.signingTime!));
  const cert = msg.certificates.find((c) => !c.extensions.some((e) => e.name === 'basicConstraints' && e.cA));
  const setDer = asn1.toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, attrs)).getBytes();
  let intact = false;
  let chained = false;
  if (cert && digest !== undefined) {
    const md = forge.md.sha256.create();
    md.update(setDer);
    const digestOk = Buffer.from(digest, 'binary').equals(createHash('sha256').update(signed).digest());
    intact =
      digestOk &&
      (cert.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().bytes(), msg.rawCapture.signature);
    try {
      chained = ca.verify(cert);
    } catch {
      chained = false;
    }
  }
  return {
    intact,
    chained,
    signer: forge.util.decodeUtf8(cert?.subject.getField('CN')?.value ?? ''),
    signing_time: time ? asn1.utcTimeToDate(time).toISOString() : null,
    covers_whole_file: whole,
  };
}
