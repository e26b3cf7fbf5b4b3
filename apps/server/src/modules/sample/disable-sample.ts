import type { SampleItem } from '@arflow/domain/api/sample';
import type { SampleStatus } from '@arflow/domain/statuses/sample';
import { and, eq, inArray } from 'drizzle-orm';
import { writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { SAMPLE_ENTITY } from './get-sample.ts';
import { type SampleRow, toSampleItem } from './sample.mapper.ts';
import { samples } from './sample.tables.ts';

/** The sample's transition table: action → the statuses it may start from, and where it leads. */
export const SAMPLE_TRANSITIONS = {
  disable: { from: ['ACTIVE'], to: 'DISABLED' },
} as const satisfies Record<string, { from: readonly SampleStatus[]; to: SampleStatus }>;

/** ACTIVE → DISABLED. The conditional UPDATE is the transition check, safe under concurrency. */
export async function disableSample(opts: { db: Db; ctx: RequestContext; id: number }): Promise<SampleItem> {
  const { db, ctx, id } = opts;
  const t = SAMPLE_TRANSITIONS.disable;
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: samples.status }).from(samples).where(eq(samples.id, id));
    if (!before) throw new AppError('NOT_FOUND');
    const [row] = (await tx
      .update(samples)
      .set({ status: t.to, updatedBy: ctx.actor?.id, updatedAt: ctx.clock.now() })
      .where(and(eq(samples.id, id), inArray(samples.status, [...t.from])))
      .returning()) as [SampleRow | undefined];
    if (!row) throw new AppError('TRANSITION_NOT_ALLOWED');
    await writeHistory(tx, ctx, {
      entity: SAMPLE_ENTITY,
      entityId: id,
      action: 'DISABLE',
      from: before.status,
      to: t.to,
    });
    await writeAudit(tx, ctx, { action: 'sample.disable', entity: SAMPLE_ENTITY, entityId: id });
    return toSampleItem(row);
  });
}
