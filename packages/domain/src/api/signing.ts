import { z } from 'zod';
import { SIGN_PLACE_TYPES } from '../contract-documents.ts';
import { msg, recordIdParam } from '../validation.ts';

/** A certificate the caller may sign with: their own, or their company's. */
export const signingCertificate = z.object({
  id: z.number().int(),
  kind: z.enum(['SIGNER', 'COMPANY']),
  subject: z.string(),
  serial: z.string(),
  issuer: z.string(),
  not_before: z.string(),
  not_after: z.string(),
});
export type SigningCertificate = z.infer<typeof signingCertificate>;
export const signingCertificatesResponse = z.object({ data: z.array(signingCertificate) });

export const signPlace = z.object({
  type: z.enum(SIGN_PLACE_TYPES),
  page_number: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});

export const signingDocument = z.object({
  id: z.number().int(),
  ent_id: z.number().int(),
  contract_type: z.string(),
  number: z.string(),
  file_name: z.string(),
  /** Whose signature is awaited; null once both signed. */
  next_party: z.enum(SIGN_PLACE_TYPES).nullable(),
  sign_places: z.array(signPlace),
  signatures: z.array(
    z.object({
      party: z.enum(SIGN_PLACE_TYPES),
      signer: z.string(),
      certificate: z.string(),
      signed_at: z.string(),
    }),
  ),
  /** The caller may sign it now (their party's turn, and allow_sign or a signing role). */
  can_sign: z.boolean(),
});
export type SigningDocument = z.infer<typeof signingDocument>;
export const signingDocumentResponse = z.object({ data: signingDocument });

/** A company's documents, newest first (funder staff: every company's). */
export const signingDocumentItem = signingDocument.omit({ sign_places: true, signatures: true }).extend({
  client_name: z.string(),
  created_at: z.string(),
});
export type SigningDocumentItem = z.infer<typeof signingDocumentItem>;
export const SIGNING_DOCUMENTS_LIMIT = 200;
export const signingDocumentListResponse = z.object({ data: z.array(signingDocumentItem) });

export const signingDocumentParams = z.strictObject({ id: recordIdParam() });

export const signingOtpRequest = z.strictObject({
  certificate_id: z
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .positive({ error: msg('invalid') }),
});
export const signingOtpResponse = z.object({
  data: z.object({ expires_at: z.string(), sent_to: z.string() }),
});

export const signingSignRequest = signingOtpRequest.extend({
  otp: z
    .string({ error: msg('required') })
    .trim()
    .regex(/^\d{6}$/, { error: msg('invalid') }),
});
export type SigningSignRequest = z.infer<typeof signingSignRequest>;

/** Spec §3 "Downloaded file: file_info (file base64, file_name, content_type)" and §7's message. */
export const DOWNLOAD_CONTRACT_SUCCESS = 'Download contract success!' as const;
export const signingFileResponse = z.object({
  message: z.literal(DOWNLOAD_CONTRACT_SUCCESS),
  data: z.object({
    file_info: z.object({
      file: z.string(),
      file_name: z.string(),
      content_type: z.literal('application/pdf'),
    }),
  }),
});
