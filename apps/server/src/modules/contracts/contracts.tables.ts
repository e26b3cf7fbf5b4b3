import type { ContractMethod } from '@arflow/domain/api/contracts';
import type { ContractStatus } from '@arflow/domain/statuses/contract';
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { day, moment, ownedRow, recordStamps } from '../../platform/db/columns.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { signingDocuments } from '../signing/signing.tables.ts';

/**
 * A contract between the platform and one client company (spec §3 "Contract"), living by
 * CONTRACT_WORKFLOW: requested, generated into a signing document, reviewed, then e-signed
 * (platform, then client) or signed on paper and its scanned copy uploaded and confirmed.
 */
export const contracts = pgTable(
  'contracts',
  {
    // ent_id: the client company: its users and funder staff see the contract.
    ...ownedRow(),
    contract_type: text('contract_type').notNull(),
    contract_method: text('contract_method').$type<ContractMethod>().notNull(),
    /** A partner's lending contract names its lending (spec §7 latest-contract/{lendingId}). */
    lending_id: integer('lending_id'),
    status: smallint('status').$type<ContractStatus>().notNull(),
    number: text('number'),
    reason: text('reason'),
    document_id: integer('document_id').references(() => signingDocuments.id),
    hard_copy_file_id: integer('hard_copy_file_id').references(() => storedFiles.id),
    contract_date: day('contract_date'),
    sign_date: day('sign_date'),
    /** Withdrawn before anything was generated or signed (DELETE /partner/contract/{id}). */
    deleted_at: moment('deleted_at'),
    ...recordStamps(),
  },
  (t) => [index('contracts_ent_idx').on(t.ent_id, t.contract_type)],
);
