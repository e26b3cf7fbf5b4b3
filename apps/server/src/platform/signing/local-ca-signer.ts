import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { CmsSigner } from './cms.ts';
import type { DocumentSigner, SignRequest } from './document-signer.ts';
import type { KeyVault } from './key-vault.ts';
import { signingAuthority, signingCertificates } from './signing.tables.ts';

/** Room for the CMS: certificate chain (2 × ~1 KB) and an RSA-2048 signature, with margin. */
const SIGNATURE_LENGTH = 8192;

/**
 * Signs with the keys the platform CA issued (kept sealed in signing_certificates). Each
 * signature is an incremental update (placeholder-plain appends, never rewrites), so the
 * platform's signature survives the client's.
 */
export class LocalCaSigner implements DocumentSigner {
  readonly provider = 'local-ca';

  constructor(
    private readonly db: Db,
    private readonly vault: KeyVault,
  ) {}

  async sign(pdf: Buffer, o: SignRequest): Promise<Buffer> {
    const [row] = await this.db
      .select()
      .from(signingCertificates)
      .where(eq(signingCertificates.id, o.certificateId));
    const [ca] = await this.db.select().from(signingAuthority).where(eq(signingAuthority.id, 1));
    if (!row || !ca) throw new AppError('NO_DIGITAL_CERTIFICATE');
    const withPlaceholder = plainAddPlaceholder({
      pdfBuffer: pdf,
      reason: o.reason,
      contactInfo: o.contactInfo,
      name: o.name,
      location: o.location,
      signingTime: o.signingTime,
      signatureLength: SIGNATURE_LENGTH,
      subFilter: 'ETSI.CAdES.detached',
      appName: 'ARFlow',
    });
    const signer = new CmsSigner(this.vault.open(row.key_enc), row.cert_pem, [ca.cert_pem]);
    return new SignPdf().sign(withPlaceholder, signer, o.signingTime);
  }
}
