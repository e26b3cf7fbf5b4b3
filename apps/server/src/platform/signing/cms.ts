import { createHash } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';

const { asn1 } = forge;
const { Class, Type } = asn1;

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  /** id-aa-signingCertificateV2 (RFC 5035): binds the signer's certificate to the signature. */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

const seq = (items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, items);
const oid = (id: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(id).getBytes());
const int = (n: number) => asn1.create(Class.UNIVERSAL, Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const octets = (bytes: Buffer) =>
  asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes.toString('binary'));
const fromDer = (der: Buffer) => asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
const toDer = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const attribute = (type: string, value: forge.asn1.Asn1) => seq([oid(type), set([value])]);

/**
 * A PAdES baseline B-B signature (ETSI EN 319 142-1) over the bytes @signpdf hands over: a
 * detached CMS SignedData with SHA-256, the signed attributes content type, message digest and
 * signing-certificate-v2 (no signing-time attribute: PAdES takes the claimed time from the
 * signature dictionary's /M), and the chain up to the platform CA, so a verifier builds it
 * without fetching anything. Built with node-forge's ASN.1 writer because forge's PKCS#7 helper
 * cannot write the signing-certificate-v2 attribute that PAdES requires.
 */
export class CmsSigner extends Signer {
  constructor(
    private readonly keyPkcs8: Uint8Array,
    private readonly certPem: string,
    private readonly chainPem: readonly string[],
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const key = forge.pki.privateKeyFromAsn1(fromDer(Buffer.from(this.keyPkcs8))) as forge.pki.rsa.PrivateKey;
    const cert = forge.pki.certificateFromPem(this.certPem);
    const certAsn1 = forge.pki.certificateToAsn1(cert);
    const certDer = toDer(certAsn1);
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
    // TBSCertificate: [0] version, serialNumber, signature, issuer, …
    const tbs = (certAsn1.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[];
    const serial = tbs[1]!;
    const issuer = tbs[3]!;

    // ESSCertIDv2 with the default hash (SHA-256, so left out) and the issuer and serial.
    const essCertIdV2 = seq([
      octets(sha256(certDer)),
      seq([seq([asn1.create(Class.CONTEXT_SPECIFIC, 4, true, [issuer])]), serial]),
    ]);
    const signedAttrs = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(sha256(pdfBuffer))),
      attribute(OID.signingCertificateV2, seq([seq([essCertIdV2])])),
    ];
    // The signature covers the attributes DER-encoded as a SET (RFC 5652 §5.4).
    const md = forge.md.sha256.create();
    md.update(asn1.toDer(set(signedAttrs)).getBytes());
    const signature = Buffer.from(key.sign(md), 'binary');

    const sha256Algorithm = seq([oid(OID.sha256), asn1.create(Class.UNIVERSAL, Type.NULL, false, '')]);
    const signerInfo = seq([
      int(1),
      seq([issuer, serial]),
      sha256Algorithm,
      asn1.create(Class.CONTEXT_SPECIFIC, 0, true, signedAttrs),
      seq([oid(OID.rsaEncryption), asn1.create(Class.UNIVERSAL, Type.NULL, false, '')]),
      octets(signature),
    ]);
    const certificates = [
      certAsn1,
      ...this.chainPem.map((pem) => forge.pki.certificateToAsn1(forge.pki.certificateFromPem(pem))),
    ];
    const signedData = seq([
      int(1),
      set([sha256Algorithm]),
      seq([oid(OID.data)]),
      asn1.create(Class.CONTEXT_SPECIFIC, 0, true, certificates),
      set([signerInfo]),
    ]);
    return toDer(seq([oid(OID.signedData), asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
  }
}
