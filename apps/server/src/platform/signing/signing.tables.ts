import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment, ownedRow, userRef } from '../db/columns.ts';

/**
 * The platform's own certificate authority (one row, created on first start): its certificate,
 * and its private key encrypted with SIGNING_KEY_SECRET (platform/signing/key-vault.ts).
 */
export const signingAuthority = pgTable('signing_authority', {
  id: integer('id').primaryKey(),
  cert_pem: text('cert_pem').notNull(),
  key_enc: text('key_enc').notNull(),
  created_at: moment('created_at').notNull(),
});

/**
 * Certificates the platform CA issued: one per company (user_id null) and one per signer; the
 * private key is kept encrypted like the CA's, and used only by the platform's signer after the
 * holder confirms with an OTP.
 */
export const signingCertificates = pgTable(
  'signing_certificates',
  {
    ...ownedRow(),
    user_id: userRef('user_id'),
    subject: text('subject').notNull(),
    serial: text('serial').notNull(),
    cert_pem: text('cert_pem').notNull(),
    key_enc: text('key_enc').notNull(),
    not_before: moment('not_before').notNull(),
    not_after: moment('not_after').notNull(),
    created_at: moment('created_at').notNull(),
  },
  (t) => [
    index('signing_certificates_ent_idx').on(t.ent_id),
    uniqueIndex('signing_certificates_signer_uq').on(t.user_id).where(sql`${t.user_id} IS NOT NULL`),
    uniqueIndex('signing_certificates_company_uq').on(t.ent_id).where(sql`${t.user_id} IS NULL`),
  ],
);
