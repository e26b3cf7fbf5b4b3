import { z } from 'zod';
import { DOCUMENT_CONTRACT_TYPES } from '../contract-documents.ts';
import { IMPORT_TEMPLATE_TYPES } from '../files.ts';
import { msg, recordIdParam } from '../validation.ts';

/**
 * GET /download/template?type=: which import's template. Absent: the first the caller may import
 * (the buyers' for the funder's client staff, as before; the receivables' for a supplier).
 */
export const templateQuery = z.strictObject({
  type: z.enum(IMPORT_TEMPLATE_TYPES, { error: msg('invalid') }).optional(),
});
export type TemplateQuery = z.infer<typeof templateQuery>;

/** GET /download/templates/term?type=: the contract whose blank terms are asked for. */
export const termQuery = z.strictObject({
  type: z.enum(DOCUMENT_CONTRACT_TYPES, { error: msg('invalid') }).default('COORDINATION_AGREEMENT'),
});
export type TermQuery = z.infer<typeof termQuery>;

/** The named documents GET /download/{path} answers besides stored files: the templates and the terms. */
export const NAMED_DOCUMENTS = [...IMPORT_TEMPLATE_TYPES, 'term'] as const;
export type NamedDocument = (typeof NAMED_DOCUMENTS)[number];

/**
 * GET /download/{id or path} (spec §7): a stored file's id (digits), or the name of a document
 * the server makes (a template's type, or `term`). A storage key is never a path here: it is
 * never shown to clients (decision 0076).
 */
export const downloadParam = z.strictObject({
  id: z.union([recordIdParam(), z.enum(NAMED_DOCUMENTS)], { error: msg('invalid') }),
});
export type DownloadParam = z.infer<typeof downloadParam>;
