import type { SampleItem } from '@arflow/domain/api/sample';
import type { SampleStatus } from '@arflow/domain/statuses/sample';
import { decide } from '@arflow/domain/workflows/engine';
import { and, eq } from 'drizzle-orm';
import { writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { SAMPLE_ENTITY } from './get-sample.ts';
import { type SampleRow, toSampleItem } from './sample.mapper.ts';
import { samples } from './sample.tables.ts';

/**
 * ACTIVE → DISABLED, as the domain's sample workflow allows. The conditional UPDATE repeats the
 * from-state check inside the write, so two concurrent disables cannot both pass.
 */
export async function disableSample(opts: { db: Db; ctx: RequestContext; id: number }): Promise<SampleItem> {
  const { db, ctx, id } = opts;
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: samples.status }).from(samples).where(eq(samples.id, id));
    if (!before) throw new AppError('NOT_FOUND');
    const decision = decide({
      entity: 'sample',
      action: 'disable',
      from: before.status as SampleStatus,
      actor: ctx.actor,
    });
    if (!decision.ok) throw new AppError(decision.code);
    const [row] = (await tx
      .update(samples)
      .set({ status: decision.to, updatedBy: ctx.actor?.id, updatedAt: ctx.clock.now() })
      .where(and(eq(samples.id, id), eq(samples.status, before.status)))
      .returning()) as [SampleRow | undefined];
    if (!row) throw new AppError('TRANSITION_NOT_ALLOWED');
    await writeHistory(tx, ctx, {
      entity: SAMPLE_ENTITY,
      entityId: id,
      action: 'DISABLE',
      from: before.status,
      to: decision.to,
    });
    await writeAudit(tx, ctx, { action: 'sample.disable', entity: SAMPLE_ENTITY, entityId: id });
    return toSampleItem(row);
  });
}
