import { creditUploadFields } from '@arflow/domain/api/credit-buyer';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../platform/audit/audit.ts';
import { recordStaged } from '../../platform/files/record.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import type { ModuleDeps } from '../../platform/http/types.ts';
import { buyerCreditFiles, buyerCreditSetups } from './credit-buyer.tables.ts';
import { setupScope } from './credit-setup.query.ts';

/**
 * POST /credit-buyer/upload (multipart: setup_id, then files): documents of a setup version
 * (credit memo, financial statements), stored as the buyer's files and linked to the version.
 */
export async function uploadSetupFiles(opts: { deps: ModuleDeps; req: FastifyRequest; ctx: RequestContext }) {
  const { deps, req, ctx } = opts;
  const actor = requireActor(ctx);
  const { fields, files, commit } = await receiveUpload(deps, req, creditUploadFields);
  const stored = await commit(async (tx) => {
    const [setup] = await tx
      .select({ ent_id: buyerCreditSetups.ent_id })
      .from(buyerCreditSetups)
      .where(and(eq(buyerCreditSetups.id, fields.setup_id), setupScope(actor)))
      .for('update');
    if (!setup) throw new AppError('NOT_FOUND');
    const rows = await recordStaged(tx, ctx, files, { ent_id: setup.ent_id, purpose: 'document' });
    if (rows.length > 0) {
      await tx
        .insert(buyerCreditFiles)
        .values(rows.map((r) => ({ setup_id: fields.setup_id, file_id: r.id })));
    }
    await writeAudit(tx, ctx, {
      action: 'buyer_credit_setup.upload',
      entity: 'buyer_credit_setup',
      entityId: fields.setup_id,
      payload: { files: rows.map((r) => r.id) },
    });
    return rows.map((r) => ({ id: r.id, original_name: r.original_name, size: r.size }));
  });
  return { data: stored };
}
