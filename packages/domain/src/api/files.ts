import { z } from 'zod';
import { FILE_PURPOSES } from '../files.ts';
import { msg } from '../validation.ts';

/**
 * The text fields of a file upload (multipart/form-data). They come before the file parts:
 * the server decides the allowed types and sizes from the purpose before it reads a file.
 */
export const fileUploadFields = z.strictObject({
  purpose: z.enum(FILE_PURPOSES, {
    error: (iss) => (iss.input === undefined ? msg('required') : msg('invalid')),
  }),
});
export type FileUploadFields = z.infer<typeof fileUploadFields>;

/** A stored file as the API shows it: never its storage key. */
export const storedFileItem = z.object({
  id: z.number().int(),
  /** The owning company. */
  ent_id: z.number().int(),
  purpose: z.enum(FILE_PURPOSES),
  /** The name the user gave, cleaned for display; never used as a path. */
  original_name: z.string(),
  /** Decided from the file's bytes, not from what the client said. */
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  created_at: z.string(),
});
export type StoredFileItem = z.infer<typeof storedFileItem>;

export const fileUploadResponse = z.object({ data: z.array(storedFileItem) });
export type FileUploadResponse = z.infer<typeof fileUploadResponse>;

export const fileIdParam = z.strictObject({
  id: z.coerce
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .min(1, { error: msg('min_one') })
    .max(2_147_483_647, { error: msg('invalid') }),
});
