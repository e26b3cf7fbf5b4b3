import type { LegalRecordItem } from '@arflow/domain/api/legal-records';
import type { EnterpriseCode } from '@arflow/domain/enterprises';
import type { LegalDocType } from '@arflow/domain/statuses/legal-record';
import { LEGAL_RECORD_WORKFLOW } from '@arflow/domain/workflows/legal-record';
import type { z } from 'zod';
import { insertWithTransition } from '../../platform/db/transition.ts';
import { recordStaged } from '../../platform/files/record.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireActor, type Upload } from '../../platform/http/context.ts';
import { enterpriseLegalRecords } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { byIdInScope } from '../enterprises/index.ts';
import { loadRecord } from './legal-record.query.ts';

/**
 * Store a company's legal records: the files stream into the file store (type by magic bytes,
 * spec §9 limits), then one transaction writes each file's `stored_files` row, owned by the
 * company, and its legal record (PENDING, through the workflow's creation rule). A company user
 * uploads for its own company; funder staff name the company. A company the caller may not see
 * is 404, and the stored objects are removed.
 */
export async function uploadLegalRecords(
  opts: Upload<{
    types: readonly EnterpriseCode[];
    /** The multipart field naming the company (buyer_id, sup_id). */
    companyField: string;
    fields: z.ZodType<Record<string, unknown> & { doc_type: LegalDocType }>;
  }>,
): Promise<LegalRecordItem[]> {
  const { deps, req, ctx, types, companyField } = opts;
  const actor = requireActor(ctx);
  const { fields, files, commit } = await receiveUpload(deps, req, opts.fields, () => 'legal_record');
  const given = fields[companyField] as number | undefined;
  const ids = await commit(async (tx) => {
    const entId = given ?? (actor.enterprise_code === 'FUNDER' ? undefined : actor.enterprise_id);
    if (entId === undefined) throw new AppError('VALIDATION', { fields: { [companyField]: ['required'] } });
    const [company] = await tx
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(byIdInScope(actor, types, entId));
    if (!company) throw new AppError('NOT_FOUND');
    const stored = await recordStaged(tx, ctx, files, { ent_id: entId, purpose: 'legal_record' });
    const out: number[] = [];
    for (const file of stored) {
      const row = await insertWithTransition(tx, ctx, {
        table: enterpriseLegalRecords,
        workflow: LEGAL_RECORD_WORKFLOW,
        action: 'upload',
        values: { ent_id: entId, doc_type: fields.doc_type, file_id: file.id },
        payload: { ent_id: entId, doc_type: fields.doc_type, file_id: file.id, name: file.original_name },
      });
      out.push(row.id);
    }
    return out;
  });
  const items: LegalRecordItem[] = [];
  for (const id of ids) {
    const item = await loadRecord(deps.db, actor, types, id);
    if (item) items.push(item);
  }
  return items;
}
