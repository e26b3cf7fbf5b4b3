import { financialUploadFields, type SupplierDocuments } from '@arflow/domain/api/credit-supplier';
import { financialYears } from '@arflow/domain/credit-assessment';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { recordStaged } from '../../platform/files/record.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireActor, type Upload } from '../../platform/http/context.ts';
import { financialsOf, missingYears } from './credit.query.ts';
import { supplierFinancials } from './credit-supplier.tables.ts';
import { supplierInScope } from './supplier-ref.ts';

/** GET /credit-supplier/documents-supplier/{sup_id}: the financial statements asked for and given. */
export async function supplierDocuments(
  db: DbOrTx,
  actor: UserState,
  supId: number,
  today: string,
): Promise<SupplierDocuments> {
  const id = await supplierInScope(db, actor, supId);
  const financials = await financialsOf(db, id);
  return {
    sup_id: id,
    years: financialYears(today),
    missing_years: missingYears(financials, today),
    financials,
  };
}

/**
 * POST /credit-supplier/upload: one year's financial statement (spec §9, the last 4 years). The
 * year must be one of those years and exactly one file of a document type must come (spec §5:
 * "Invalid financial upload year or file is rejected"); a new file for a year replaces the old
 * one. A refused upload leaves nothing stored.
 */
export async function uploadFinancial(opts: Upload): Promise<SupplierDocuments> {
  const { deps, req, ctx } = opts;
  const actor = requireActor(ctx);
  const today = ctx.clock.today();
  const { fields, files, commit } = await receiveUpload(deps, req, financialUploadFields);
  const supId = await commit(async (tx) => {
    const years = financialYears(today);
    if (!years.includes(fields.year)) {
      throw new AppError('FINANCIAL_YEAR_INVALID', {
        params: { years: years.join(', ') },
        fields: { year: [yearText(years)] },
      });
    }
    if (files.length !== 1) throw new AppError('FINANCIAL_FILE_REQUIRED', { fields: { file: [FILE_TEXT] } });
    const id = await supplierInScope(tx, actor, fields.sup_id);
    const [file] = await recordStaged(tx, ctx, files, { ent_id: id, purpose: 'document' });
    const now = ctx.clock.now();
    await tx
      .insert(supplierFinancials)
      .values({ ent_id: id, year: fields.year, file_id: file!.id, updated_by: actor.id, updated_at: now })
      .onConflictDoUpdate({
        target: [supplierFinancials.ent_id, supplierFinancials.year],
        set: { file_id: file!.id, updated_by: actor.id, updated_at: now },
      });
    await writeAudit(tx, ctx, {
      action: 'supplier_financial.upload',
      entity: 'supplier_financial',
      entityId: id,
      payload: { sup_id: id, year: fields.year, file_id: file!.id },
    });
    return id;
  });
  return supplierDocuments(deps.db, actor, supId, today);
}

const yearText = (years: number[]) => ({
  vi: `Chỉ nhận báo cáo tài chính của các năm ${years.join(', ')}`,
  en: `Only the financial statements of ${years.join(', ')} are accepted`,
});
const FILE_TEXT = { vi: 'Vui lòng chọn đúng một tệp', en: 'Choose exactly one file' };
