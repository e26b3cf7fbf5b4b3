import type { SigningCertificate } from '@arflow/domain/api/signing';
import { and, eq, isNull, or } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Command } from '../../platform/http/context.ts';
import { requireActor } from '../../platform/http/context.ts';
import { ensureAuthority, issueCertificate } from '../../platform/signing/authority.ts';
import type { KeyVault } from '../../platform/signing/key-vault.ts';
import { signingCertificates } from '../../platform/signing/signing.tables.ts';
import { x509 } from '../../platform/signing/x509.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { signerOf } from './signer-of.ts';

/**
 * GET /signing/certificates: the certificates the caller may sign with, their own and their
 * company's. The platform CA issues both the first time a signer asks (docs/signing.md): a user
 * without the right to sign has none.
 */
export async function myCertificates(
  o: Command<{ vault: KeyVault }>,
): Promise<{ data: SigningCertificate[] }> {
  const actor = requireActor(o.ctx);
  const signer = await signerOf(o.db, actor);
  if (!signer.maySign) return { data: [] };
  const now = o.ctx.clock.now();
  const mine = or(
    eq(signingCertificates.user_id, actor.id),
    and(isNull(signingCertificates.user_id), eq(signingCertificates.ent_id, actor.enterprise_id)),
  );
  let rows = await o.db.select().from(signingCertificates).where(mine);
  if (rows.length < 2) {
    const authority = await ensureAuthority(o.db, o.vault, now);
    await o.db.transaction(async (tx) => {
      // One issuer at a time per company: two tabs asking together must not issue twice.
      const [company] = await tx
        .select({ name: enterprises.name })
        .from(enterprises)
        .where(eq(enterprises.id, actor.enterprise_id))
        .for('update');
      const have = await tx.select().from(signingCertificates).where(mine);
      const base = {
        authority,
        vault: o.vault,
        entId: actor.enterprise_id,
        organisation: company?.name ?? '',
        now,
      };
      if (!have.some((c) => c.user_id === null)) {
        const c = await issueCertificate(tx, { ...base, userId: null, commonName: company?.name ?? '' });
        await writeAudit(tx, o.ctx, {
          action: 'signing.certificate-issued',
          entity: 'signing_certificate',
          entityId: c.id,
        });
      }
      if (!have.some((c) => c.user_id === actor.id)) {
        const c = await issueCertificate(tx, {
          ...base,
          userId: actor.id,
          commonName: signer.fullName,
          email: signer.email,
        });
        await writeAudit(tx, o.ctx, {
          action: 'signing.certificate-issued',
          entity: 'signing_certificate',
          entityId: c.id,
        });
      }
    });
    rows = await o.db.select().from(signingCertificates).where(mine);
  }
  return {
    data: rows
      .sort((a, b) => Number(a.user_id === null) - Number(b.user_id === null))
      .map((r) => {
        const cert = new x509.X509Certificate(r.cert_pem);
        return {
          id: r.id,
          kind: r.user_id === null ? 'COMPANY' : 'SIGNER',
          subject: cert.subject,
          serial: r.serial,
          issuer: cert.issuer,
          not_before: r.not_before.toISOString(),
          not_after: r.not_after.toISOString(),
        };
      }),
  };
}
