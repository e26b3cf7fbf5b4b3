import { Signer } from '@signpdf/utils';
import forge from 'node-forge';

/**
 * A detached CMS (PKCS#7) signature over the bytes @signpdf hands over: SHA-256, signed
 * attributes content type, signing time and message digest, and the chain up to the platform CA
 * so a verifier can build it without fetching anything.
 */
export class CmsSigner extends Signer {
  constructor(
    private readonly keyPkcs8: Uint8Array,
    private readonly certPem: string,
    private readonly chainPem: readonly string[],
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const keyAsn1 = forge.asn1.fromDer(
      forge.util.createBuffer(Buffer.from(this.keyPkcs8).toString('binary')),
    );
    const key = forge.pki.privateKeyFromAsn1(keyAsn1) as forge.pki.rsa.PrivateKey;
    const cert = forge.pki.certificateFromPem(this.certPem);
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    p7.addCertificate(cert);
    for (const pem of this.chainPem) p7.addCertificate(forge.pki.certificateFromPem(pem));
    p7.addSigner({
      key,
      certificate: cert,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
        { type: forge.pki.oids.signingTime!, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}
