import type { SampleItem } from '@arflow/domain/api/sample';
import { SAMPLE_WORKFLOW } from '@arflow/domain/workflows/sample';
import type { Db } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { loadSample } from './sample.query.ts';
import { samples } from './sample.tables.ts';

/** ACTIVE → DISABLED, as the sample workflow allows, on a sample of the caller's scope. */
export async function disableSample(opts: { db: Db; ctx: RequestContext; id: number }): Promise<SampleItem> {
  const { db, ctx, id } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    const scope = ownedBy(actor, samples.ent_id);
    await applyTransition(tx, ctx, {
      table: samples,
      workflow: SAMPLE_WORKFLOW,
      action: 'disable',
      id,
      scope,
    });
    return (await loadSample(tx, actor, id))!;
  });
}
