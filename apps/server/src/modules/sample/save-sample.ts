import type { SampleForm, SampleItem } from '@arflow/domain/api/sample';
import type { SampleStatus } from '@arflow/domain/statuses/sample';
import { text } from '@arflow/domain/text';
import { decide } from '@arflow/domain/workflows/engine';
import { and, eq, ne, sql } from 'drizzle-orm';
import { diff, writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { SAMPLE_ENTITY } from './get-sample.ts';
import { type SampleRow, toSampleItem } from './sample.mapper.ts';
import { samples } from './sample.tables.ts';

export const CODE_TAKEN = text('Mã này đã được sử dụng', 'This code is already in use');

function columns(form: SampleForm) {
  return {
    code: form.code,
    name: form.name,
    email: form.email,
    phone: form.phone,
    amount: form.amount,
    rate: String(form.rate),
    effectiveDate: form.effective_date,
    description: form.description,
  };
}

/** Create (no id) or edit a sample; the edit's history row lists the changed fields. */
export async function saveSample(opts: {
  db: Db;
  ctx: RequestContext;
  form: SampleForm;
  id?: number;
}): Promise<SampleItem> {
  const { db, ctx, form, id } = opts;
  const now = ctx.clock.now();
  try {
    return await db.transaction(async (tx) => {
      const taken = await tx
        .select({ id: samples.id })
        .from(samples)
        .where(
          and(
            sql`lower(${samples.code}) = lower(${form.code})`,
            id === undefined ? undefined : ne(samples.id, id),
          ),
        );
      if (taken.length > 0) throw fieldError('code', CODE_TAKEN);

      if (id === undefined) {
        const created = decide({ entity: 'sample', action: 'create', from: null, actor: ctx.actor });
        if (!created.ok) throw new AppError(created.code);
        const [row] = (await tx
          .insert(samples)
          .values({
            ...columns(form),
            status: created.to,
            createdBy: ctx.actor?.id,
            updatedBy: ctx.actor?.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning()) as [SampleRow];
        await writeHistory(tx, ctx, {
          entity: SAMPLE_ENTITY,
          entityId: row.id,
          action: 'CREATE',
          to: row.status,
        });
        await writeAudit(tx, ctx, {
          action: 'sample.create',
          entity: SAMPLE_ENTITY,
          entityId: row.id,
          payload: form,
        });
        return toSampleItem(row);
      }

      const [before] = await tx.select().from(samples).where(eq(samples.id, id)).for('update');
      if (!before) throw new AppError('NOT_FOUND');
      const decision = decide({
        entity: 'sample',
        action: 'update',
        from: before.status as SampleStatus,
        actor: ctx.actor,
      });
      if (!decision.ok) throw new AppError(decision.code);
      const [row] = (await tx
        .update(samples)
        .set({ ...columns(form), updatedBy: ctx.actor?.id, updatedAt: now })
        .where(eq(samples.id, id))
        .returning()) as [SampleRow];
      const { id: _a, status: _b, created_at: _c, updated_at: _d, ...was } = toSampleItem(before);
      const changes = diff(was, form);
      if (Object.keys(changes).length > 0) {
        await writeHistory(tx, ctx, { entity: SAMPLE_ENTITY, entityId: id, action: 'UPDATE', changes });
      }
      await writeAudit(tx, ctx, {
        action: 'sample.update',
        entity: SAMPLE_ENTITY,
        entityId: id,
        payload: form,
      });
      return toSampleItem(row);
    });
  } catch (err) {
    // Two concurrent creates with one code: the unique index decides, the loser gets the field error.
    if (isUniqueViolation(err, 'samples_code_uq')) throw fieldError('code', CODE_TAKEN);
    throw err;
  }
}
