/**
 * Who puts a signature into a PDF. The platform's own CA (`LocalCaSigner`) is the first
 * implementation; a Vietnamese CA's remote signing service (the holder's key stays with the CA,
 * which signs a hash after its own confirmation) is another: docs/signing.md says how it plugs in.
 */
export interface DocumentSigner {
  /** Stable name, kept with each signature ('local-ca', 'vnpt-smartca', …). */
  readonly provider: string;
  /**
   * Answer the PDF with one more signature, added as an incremental update so earlier
   * signatures stay valid. `certificateId` is the provider's id of the signer's certificate.
   */
  sign(pdf: Buffer, o: SignRequest): Promise<Buffer>;
}

export interface SignRequest {
  certificateId: number;
  /** Shown by PDF readers with the signature. */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
}
