import type { SupplierItem, SupplierUpdateForm } from '@arflow/domain/api/suppliers';
import { CORPORATE_ENT_TYPES } from '@arflow/domain/ent-types';
import { ERRORS } from '@arflow/domain/errors';
import { formatVnd } from '@arflow/domain/money';
import { COMPANY_WORKFLOW } from '@arflow/domain/workflows/company';
import { diff } from '../../platform/audit/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { individuals, suppliers } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import {
  companyScope,
  INDIVIDUAL_TYPES,
  refuseTaken,
  registrationValues,
  SUPPLIER_TYPES,
  uniqueViolationError,
} from '../enterprises/index.ts';
import { loadSupplier } from './supplier.query.ts';

type Changes = Record<string, { from: unknown; to: unknown }>;

/** The supplier's own row, created on its first save. */
async function upsertSupplierRow(
  tx: Tx,
  id: number,
  values: Partial<typeof suppliers.$inferInsert>,
): Promise<void> {
  await tx
    .insert(suppliers)
    .values({ id, ...values })
    .onConflictDoUpdate({ target: suppliers.id, set: values });
}

/** Record supplier-row changes through the company's workflow (history with the fields, audit). */
async function recordUpdate(
  tx: Tx,
  ctx: RequestContext,
  o: { id: number; set?: Partial<typeof enterprises.$inferInsert>; changes: Changes; payload: unknown },
): Promise<void> {
  await applyTransition(tx, ctx, {
    table: enterprises,
    workflow: COMPANY_WORKFLOW,
    action: 'update',
    id: o.id,
    scope: companyScope(requireActor(ctx), SUPPLIER_TYPES),
    ...(o.set ? { set: o.set } : {}),
    alsoChanged: o.changes,
    payload: o.payload,
  });
}

/**
 * POST /supplier/update: registration fields, locality, legal form and the limit ceiling; an
 * individual's ID card (unique) and birth date. The legal form must fit the company type
 * (a corporate supplier 1-5, an individual 6-7). A new ID card number sends eKYC back to pending.
 */
export async function updateSupplier(opts: Command<{ form: SupplierUpdateForm }>): Promise<SupplierItem> {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  try {
    return await db.transaction(async (tx) => {
      const current = await loadSupplier(tx, actor, form.id);
      if (!current) throw new AppError('NOT_FOUND');
      const individual = INDIVIDUAL_TYPES.includes(current.type as never);
      const corporateForm = (CORPORATE_ENT_TYPES as readonly number[]).includes(form.ent_type);
      if (individual === corporateForm)
        throw new AppError('VALIDATION', { fields: { ent_type: ['invalid'] } });
      await refuseTaken(tx, {
        type: current.type as never,
        code: form.code,
        mst: form.mst,
        id_card_number: individual ? form.id_card_number : null,
        id: form.id,
      });
      const supplierValues = {
        locality: form.locality,
        ent_type: form.ent_type,
        max_total_limit: form.max_total_limit,
      };
      const changes: Changes = diff(current, supplierValues);
      let person: Partial<typeof individuals.$inferInsert> | undefined;
      if (individual) {
        const fields = {
          id_card_number: form.id_card_number!,
          date_of_birth: form.date_of_birth,
          id_card_issue_date: form.id_card_issue_date,
          id_card_issue_place: form.id_card_issue_place,
        };
        Object.assign(changes, diff(current, fields));
        person = { ...fields };
        if (current.id_card_number !== null && current.id_card_number !== form.id_card_number) {
          person.status = 'PENDING';
          if (current.ekyc_status !== 'PENDING')
            changes.ekyc_status = { from: current.ekyc_status, to: 'PENDING' };
        }
      }
      await recordUpdate(tx, ctx, { id: form.id, set: registrationValues(form), changes, payload: form });
      await upsertSupplierRow(tx, form.id, supplierValues);
      if (person)
        await tx
          .insert(individuals)
          .values({ id: form.id, ...person, id_card_number: form.id_card_number! })
          .onConflictDoUpdate({ target: individuals.id, set: person });
      return (await loadSupplier(tx, actor, form.id))!;
    });
  } catch (err) {
    throw uniqueViolationError(err) ?? err;
  }
}

/** POST /supplier/position: the supplier's standing with its buyers, as the funder records it. */
export async function setPosition(
  opts: Command<{ id: number; position: string | null }>,
): Promise<SupplierItem> {
  const { db, ctx, id, position } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    const current = await loadSupplier(tx, actor, id);
    if (!current) throw new AppError('NOT_FOUND');
    await recordUpdate(tx, ctx, { id, changes: diff(current, { position }), payload: { id, position } });
    await upsertSupplierRow(tx, id, { position });
    return (await loadSupplier(tx, actor, id))!;
  });
}

/**
 * POST /supplier/update-total-limit: the total limit must lie between 0 and the supplier's
 * ceiling (spec §5 "total limit within allowed range"); no ceiling set means no upper bound.
 */
export async function setTotalLimit(
  opts: Command<{ id: number; totalLimit: number }>,
): Promise<SupplierItem> {
  const { db, ctx, id, totalLimit } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    const current = await loadSupplier(tx, actor, id);
    if (!current) throw new AppError('NOT_FOUND');
    const max = current.max_total_limit ?? Number.MAX_SAFE_INTEGER;
    if (totalLimit > max) {
      const fill = (s: string) => s.replace('{min}', formatVnd(0)).replace('{max}', formatVnd(max));
      const t = ERRORS.TOTAL_LIMIT_OUT_OF_RANGE.text;
      throw new AppError('TOTAL_LIMIT_OUT_OF_RANGE', {
        fields: { total_limit: [{ vi: fill(t.vi), en: fill(t.en) }] },
      });
    }
    await recordUpdate(tx, ctx, {
      id,
      changes: diff(current, { total_limit: totalLimit }),
      payload: { id, total_limit: totalLimit },
    });
    await upsertSupplierRow(tx, id, { total_limit: totalLimit });
    return (await loadSupplier(tx, actor, id))!;
  });
}
