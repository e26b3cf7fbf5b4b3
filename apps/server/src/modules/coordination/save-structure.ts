import { type CoordinationKind, structureForm } from '@arflow/domain/api/coordination';
import { and, eq, max } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import { receiveUploads, requireOneStaged } from '../../platform/files/receive.ts';
import { commitStaged, recordStaged } from '../../platform/files/record.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireActor, type Upload } from '../../platform/http/context.ts';
import { programsOf, selectStructures, toStructureItem } from './coordination.query.ts';
import { partnerPrograms, partnerStructures } from './coordination.tables.ts';

/**
 * POST /partner-setup/{id}/program/{program_id}/type/{type}/transaction-structure/ (multipart:
 * `structure`, `partner_share`, then one `file`, the signed manual notice): a new version of the
 * programme's transaction structure, which the next notices are priced with.
 */
export async function saveStructure(
  o: Upload<{ partnerId: number; programId: number; kind: CoordinationKind }>,
) {
  requireActor(o.ctx);
  const programOf = (db: typeof o.deps.db) =>
    db
      .select({ id: partnerPrograms.id })
      .from(partnerPrograms)
      .where(and(eq(partnerPrograms.id, o.programId), programsOf(o.partnerId, o.kind)));
  // The programme must be this partner's and of this type before a byte of the file is stored.
  if ((await programOf(o.deps.db)).length === 0) throw new AppError('NOT_FOUND');
  const { fields, files } = await receiveUploads(o.req, {
    store: o.deps.files,
    limits: o.deps.config.files,
    fields: structureForm,
    purpose: () => 'document',
  });
  await requireOneStaged(o.deps.files, files, o.req.log, () => new AppError('FILE_NOT_VALID'));
  const id = await commitStaged({ db: o.deps.db, store: o.deps.files, files, log: o.req.log }, async (tx) => {
    await tx
      .select({ id: partnerPrograms.id })
      .from(partnerPrograms)
      .where(eq(partnerPrograms.id, o.programId))
      .for('update');
    const [file] = await recordStaged(tx, o.ctx, files, { ent_id: o.partnerId, purpose: 'document' });
    const [last] = await tx
      .select({ v: max(partnerStructures.version) })
      .from(partnerStructures)
      .where(eq(partnerStructures.program_id, o.programId));
    const [row] = await tx
      .insert(partnerStructures)
      .values({
        ent_id: o.partnerId,
        program_id: o.programId,
        kind: o.kind,
        version: (last?.v ?? 0) + 1,
        structure: fields.structure,
        partner_share: fields.partner_share,
        file_id: file!.id,
        created_by: o.ctx.actor!.id,
        created_at: o.ctx.clock.now(),
      })
      .returning({ id: partnerStructures.id });
    await writeAudit(tx, o.ctx, {
      action: 'partner_structure.create',
      entity: 'partner_structure',
      entityId: row!.id,
      payload: { program_id: o.programId, partner_share: fields.partner_share, file_id: file!.id },
    });
    return row!.id;
  });
  const [s] = await selectStructures(o.deps.db).where(eq(partnerStructures.id, id));
  return { data: toStructureItem(s!) };
}
