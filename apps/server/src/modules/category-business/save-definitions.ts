import type { IndustryForm, ParameterForm } from '@arflow/domain/api/category-business';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { ratingIndustries, ratingParameters } from './category-business.tables.ts';

type Table = typeof ratingIndustries | typeof ratingParameters;

/**
 * Create (no id) or rename a definition row of the funder: an industry or a parameter. Names
 * are unique per funder, case-insensitively (spec §5): the unique index decides, also between
 * two concurrent saves, and the loser gets the field error NAME_TAKEN. Answers the row's id.
 */
async function saveNamed<T extends Table>(
  opts: Command<{
    table: T;
    entity: string;
    uniqueIndex: string;
    values: Record<string, unknown>;
    id?: number;
  }>,
): Promise<number> {
  const { db, ctx, table, entity, values, id } = opts;
  const actor = requireActor(ctx);
  const now = ctx.clock.now();
  try {
    return await db.transaction(async (tx) => {
      let rowId: number | undefined;
      if (id === undefined) {
        const [row] = await tx
          .insert(table)
          .values({
            ...values,
            ent_id: actor.enterprise_id,
            created_by: actor.id,
            updated_by: actor.id,
            created_at: now,
            updated_at: now,
          } as never)
          .returning({ id: table.id });
        rowId = row?.id;
      } else {
        const [row] = await tx
          .update(table)
          .set({ ...values, updated_by: actor.id, updated_at: now } as never)
          .where(and(ownedBy(actor, table.ent_id), eq(table.id, id)))
          .returning({ id: table.id });
        rowId = row?.id;
      }
      if (rowId === undefined) throw new AppError('NOT_FOUND');
      await writeAudit(tx, ctx, {
        action: id === undefined ? 'create' : 'update',
        entity,
        entityId: rowId,
        payload: values,
      });
      return rowId;
    });
  } catch (err) {
    if (isUniqueViolation(err, opts.uniqueIndex)) throw fieldError('name', 'NAME_TAKEN');
    throw err;
  }
}

export function saveIndustry(opts: { db: Db; ctx: RequestContext; form: IndustryForm; id?: number }) {
  return saveNamed({
    ...opts,
    table: ratingIndustries,
    entity: 'rating_industry',
    uniqueIndex: 'rating_industries_name_uq',
    values: opts.form,
  });
}

/**
 * A parameter's kind decides how its criteria are scored (ranges or options), so an edit keeps
 * the kind it was created with (the form's kind is ignored); its name and unit can change.
 */
export function saveParameter(opts: { db: Db; ctx: RequestContext; form: ParameterForm; id?: number }) {
  const { kind, ...rest } = opts.form;
  return saveNamed({
    ...opts,
    table: ratingParameters,
    entity: 'rating_parameter',
    uniqueIndex: 'rating_parameters_name_uq',
    values: opts.id === undefined ? opts.form : rest,
  });
}
