import type { FilePurpose } from '@arflow/domain/files';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyRef, moment, money, serialId, userRef } from '../db/columns.ts';

/**
 * Every file the platform keeps (uploads and generated documents): what it is, who owns it and
 * where its bytes are. Modules point at a row by id; the bytes sit in the file store under
 * `key`, which the server generated. Rows are soft-deleted (`deleted_at`) so a record that
 * cited a file keeps its trace; the object stays until retention rules say otherwise.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serialId(),
    /** The file store's key (never shown to clients, never derived from a name). */
    key: text('key').notNull(),
    /** The owning company: whoever may see this company's records may download it. */
    ent_id: companyRef('ent_id'),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    /** The client's name for the file, cleaned for display and the download's filename. */
    original_name: text('original_name').notNull(),
    /** From the file's magic bytes, not from the client's Content-Type. */
    content_type: text('content_type').notNull(),
    size: money('size').notNull(),
    /** Hex SHA-256 of the bytes, computed while they streamed in. */
    sha256: text('sha256').notNull(),
    /** Null for documents the system generates. */
    uploaded_by: userRef('uploaded_by'),
    created_at: moment('created_at').notNull(),
    deleted_at: moment('deleted_at'),
  },
  (t) => [uniqueIndex('stored_files_key_uq').on(t.key), index('stored_files_ent_idx').on(t.ent_id)],
);
