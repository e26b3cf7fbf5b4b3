import type { SampleForm, SampleItem } from '@arflow/domain/api/sample';
import { SAMPLE_WORKFLOW } from '@arflow/domain/workflows/sample';
import { and, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { fieldError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { loadSample } from './sample.query.ts';
import { samples } from './sample.tables.ts';

async function refuseTakenCode(tx: Tx, code: string, id?: number): Promise<void> {
  const taken = await tx
    .select({ id: samples.id })
    .from(samples)
    .where(
      and(sql`lower(${samples.code}) = lower(${code})`, id === undefined ? undefined : ne(samples.id, id)),
    );
  if (taken.length > 0) throw fieldError('code', 'CODE_TAKEN');
}

/**
 * Create a sample for the caller's company (no id), or edit one the caller may see; the edit's
 * history row lists the changed fields. Codes are unique across companies (case-insensitive).
 */
export async function saveSample(opts: {
  db: Db;
  ctx: RequestContext;
  form: SampleForm;
  id?: number;
}): Promise<SampleItem> {
  const { db, ctx, form, id } = opts;
  const actor = requireActor(ctx);
  try {
    return await db.transaction(async (tx) => {
      await refuseTakenCode(tx, form.code, id);
      const row =
        id === undefined
          ? await insertWithTransition(tx, ctx, {
              table: samples,
              workflow: SAMPLE_WORKFLOW,
              action: 'create',
              values: { ...form, ent_id: actor.enterprise_id },
              payload: form,
            })
          : await applyTransition(tx, ctx, {
              table: samples,
              workflow: SAMPLE_WORKFLOW,
              action: 'update',
              id,
              scope: ownedBy(actor, samples.ent_id),
              set: form,
              payload: form,
            });
      return (await loadSample(tx, actor, row.id))!;
    });
  } catch (err) {
    // Two concurrent creates with one code: the unique index decides, the loser gets the field error.
    if (isUniqueViolation(err, 'samples_code_uq')) throw fieldError('code', 'CODE_TAKEN');
    throw err;
  }
}
