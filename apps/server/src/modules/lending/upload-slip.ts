import { type LendingDetail, lendingSlipFields } from '@arflow/domain/api/lending';
import { decide } from '@arflow/domain/workflows/engine';
import { LENDING_WORKFLOW } from '@arflow/domain/workflows/lending';
import { applyTransition } from '../../platform/db/transition.ts';
import { recordStaged } from '../../platform/files/record.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireActor, type Upload } from '../../platform/http/context.ts';
import { findLending, lendingScope, loadLendingDetail, periodsOf, toSchedule } from './lending.query.ts';
import { lendingSlips, lendings } from './lending.tables.ts';
import { bookStep } from './lending-books.ts';

/**
 * POST /partner/lending/{id}/payment-slip/upload-file (multipart: `action`, then one `file`):
 * the transfer's slip moves the loan. The partner's disbursement slip (3 → 4, the funder's
 * accounting confirms), the funder's own record of the disbursement (3 → 5, the partner
 * confirms) or the funder's settlement payment (→ 62, the partner confirms). The slip is stored
 * as the loan's partner's file, so both sides read it.
 */
export async function uploadLendingSlip(o: Upload<{ id: number }>): Promise<LendingDetail> {
  const actor = requireActor(o.ctx);
  // Refuse an unknown or another company's loan before reading the file.
  await findLending(o.deps.db, actor, o.id);
  const { fields, files, commit, requireOne } = await receiveUpload(o.deps, o.req, lendingSlipFields);
  await requireOne(() => new AppError('LENDING_SLIP_FILE'));
  return commit(async (tx) => {
    const loan = await findLending(tx, actor, o.id);
    // The step is decided before the file row is written: a refused step stores nothing.
    const check = decide({
      workflow: LENDING_WORKFLOW,
      action: fields.action,
      from: loan.status,
      actor,
      input: { documents: [0] },
    });
    if (!check.ok) throw new AppError(check.code);
    const [file] = await recordStaged(tx, o.ctx, files, { ent_id: loan.ent_id, purpose: 'document' });
    await applyTransition(tx, o.ctx, {
      table: lendings,
      workflow: LENDING_WORKFLOW,
      action: fields.action,
      id: o.id,
      scope: lendingScope(actor),
      input: { documents: [file!.id] },
      payload: { action: fields.action, file_id: file!.id },
    });
    await bookStep(tx, {
      lendingId: o.id,
      date: o.ctx.clock.today(),
      now: o.ctx.clock.now(),
      by: actor.id,
      action: fields.action,
      from: loan.status,
      amount: loan.amount,
      schedule: async () => toSchedule(await periodsOf(tx, o.id)),
    });
    await tx.insert(lendingSlips).values({
      ent_id: loan.ent_id,
      lending_id: o.id,
      kind: fields.action === 'pay_settlement' ? 'SETTLEMENT' : 'DISBURSEMENT',
      file_id: file!.id,
      created_by: actor.id,
      created_at: o.ctx.clock.now(),
    });
    return loadLendingDetail(tx, actor, o.id);
  });
}
