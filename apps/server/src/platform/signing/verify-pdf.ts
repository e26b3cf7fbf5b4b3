import { createHash } from 'node:crypto';
import forge from 'node-forge';

export interface PdfSignatureCheck {
  /** The signed attributes match the bytes and the signer's key signed them. */
  intact: boolean;
  /**
   * PAdES baseline: SubFilter ETSI.CAdES.detached and a signing-certificate-v2 attribute whose
   * hash is the signer's certificate's.
   */
  pades: boolean;
  /** The signer's certificate was issued by the given CA. */
  chained: boolean;
  signer: string;
  signing_time: string | null;
  /** The signature covers the file up to its end (no change after it). */
  covers_whole_file: boolean;
}

const asn1 = forge.asn1;
const SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';

/** The node at a path of child indexes, or undefined where the structure is not as expected. */
function child(node: forge.asn1.Asn1 | undefined, ...path: number[]): forge.asn1.Asn1 | undefined {
  let at = node;
  for (const i of path)
    at = Array.isArray(at?.value) ? (at.value[i] as forge.asn1.Asn1 | undefined) : undefined;
  return at;
}

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
    // The rest of this signature's dictionary: PAdES keeps the claimed signing time in /M.
    const dict = text.slice(c, text.indexOf('endobj', c));
    const subFilter = /^\/SubFilter\s*\/([\w.]+)/.exec(
      text.slice(text.lastIndexOf('/SubFilter', m.index)),
    )?.[1];
    const at = /\/M\s*\(D:(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z?\)/.exec(dict);
    const time = at
      ? new Date(Date.UTC(+at[1]!, +at[2]! - 1, +at[3]!, +at[4]!, +at[5]!, +at[6]!)).toISOString()
      : null;
    found.push({ ...checkCms(der, signed, ca, c + d === pdf.length, subFilter), signing_time: time });
  }
  return found;
}

function checkCms(
  der: Buffer,
  signed: Buffer,
  ca: forge.pki.Certificate,
  whole: boolean,
  subFilter: string | undefined,
): Omit<PdfSignatureCheck, 'signing_time'> {
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
  const cert = msg.certificates.find((c) => !c.extensions.some((e) => e.name === 'basicConstraints' && e.cA));
  const setDer = asn1.toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, attrs)).getBytes();
  let intact = false;
  let chained = false;
  let pades = false;
  if (cert && digest !== undefined) {
    const md = forge.md.sha256.create();
    md.update(setDer);
    const digestOk = Buffer.from(digest, 'binary').equals(createHash('sha256').update(signed).digest());
    intact =
      digestOk &&
      (cert.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().bytes(), msg.rawCapture.signature);
    // attribute SEQUENCE { type, SET { SigningCertificateV2 SEQUENCE { certs SEQUENCE OF
    // ESSCertIDv2 SEQUENCE { certHash OCTET STRING, … } } } }: the first certHash.
    const certHash = child(attr(SIGNING_CERTIFICATE_V2), 1, 0, 0, 0, 0)?.value;
    const certDer = Buffer.from(asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
    pades =
      subFilter === 'ETSI.CAdES.detached' &&
      typeof certHash === 'string' &&
      Buffer.from(certHash, 'binary').equals(createHash('sha256').update(certDer).digest());
    try {
      chained = ca.verify(cert);
    } catch {
      chained = false;
    }
  }
  return {
    intact,
    pades,
    chained,
    signer: forge.util.decodeUtf8(cert?.subject.getField('CN')?.value ?? ''),
    covers_whole_file: whole,
  };
}
