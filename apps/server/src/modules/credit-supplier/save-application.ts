import type { CreditApplicationForm, SupplierCreditDetailResponse } from '@arflow/domain/api/credit-supplier';
import { SUPPLIER_CREDIT_WORKFLOW } from '@arflow/domain/workflows/supplier-credit';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { programmeInForce } from '../credit-buyer/credit-setup.query.ts';
import { checkDocuments, creditDetail, financialsOf, missingYears } from './credit.query.ts';
import { supplierCreditDocuments, supplierCredits } from './credit-supplier.tables.ts';
import { findBuyer } from './supplier-ref.ts';

/** Attach the supplier's legal records to a credit (an application's replace the previous ones). */
export async function attachDocuments(
  tx: Tx,
  ctx: RequestContext,
  creditId: number,
  kind: 'APPLICATION' | 'ADD_DOC',
  ids: readonly number[],
): Promise<void> {
  if (kind === 'APPLICATION')
    await tx
      .delete(supplierCreditDocuments)
      .where(and(eq(supplierCreditDocuments.credit_id, creditId), eq(supplierCreditDocuments.kind, kind)));
  await tx
    .insert(supplierCreditDocuments)
    .values(
      ids.map((record_id) => ({
        credit_id: creditId,
        record_id,
        kind,
        created_by: ctx.actor?.id ?? null,
        created_at: ctx.clock.now(),
      })),
    )
    .onConflictDoNothing();
}

/** The supplier's own live legal records among `ids`, or a 422 on file_attach. */
export async function usableDocuments(tx: Tx, supId: number, ids: readonly number[]): Promise<number[]> {
  const docs = await checkDocuments(tx, supId, ids);
  if (docs.length === 0) throw new AppError('VALIDATION', { fields: { file_attach: ['invalid'] } });
  return docs;
}

/**
 * A supplier applies for credit with a buyer (no id), or changes an application the funder has
 * not decided (spec §3 credit info). Applying needs the financial statements of the last 4 years
 * (spec §9), no application already open with that buyer, no blacklisting, and the buyer's
 * programme in force (BUYER_CREDIT_INVALID otherwise). Either way the
 * 5-working-day clock (re)starts today: the funder has a new file to assess.
 */
export async function saveApplication(
  opts: Command<{ form: CreditApplicationForm }>,
): Promise<SupplierCreditDetailResponse> {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  const supId = actor.enterprise_id;
  const today = ctx.clock.today();
  const values = {
    applied_total_limit: form.applied_total_limit,
    applied_discount_rate: form.applied_discount_rate,
    received_on: today,
  };
  try {
    return await db.transaction(async (tx) => {
      if (!(await findBuyer(tx, form.buy_id)))
        throw new AppError('VALIDATION', { fields: { buy_id: ['invalid'] } });
      // The documents named must be the supplier's own before any business rule answers, so
      // another company's file is refused the same way whatever the buyer's programme.
      const docs = await usableDocuments(tx, supId, form.file_attach);
      // A supplier credit stands on the buyer's programme: none in force, nothing to apply for.
      await programmeInForce(tx, form.buy_id, today);
      let id: number;
      if (form.id === undefined) {
        const [black] = await tx
          .select({ id: supplierCredits.id })
          .from(supplierCredits)
          .where(and(eq(supplierCredits.ent_id, supId), eq(supplierCredits.status, 'BLACKLISTED')))
          .limit(1);
        if (black) throw new AppError('CREDIT_BLACKLISTED');
        const missing = missingYears(await financialsOf(tx, supId), today);
        if (missing.length > 0)
          throw new AppError('FINANCIALS_MISSING', { params: { years: missing.join(', ') } });
        const [open] = await tx
          .select({ id: supplierCredits.id })
          .from(supplierCredits)
          .where(
            and(
              eq(supplierCredits.ent_id, supId),
              eq(supplierCredits.buy_id, form.buy_id),
              inArray(supplierCredits.status, ['ASSESSING', 'ADD_DOC', 'OFFERED']),
            ),
          );
        if (open) throw new AppError('CREDIT_APPLICATION_OPEN');
        const row = await insertWithTransition(tx, ctx, {
          table: supplierCredits,
          workflow: SUPPLIER_CREDIT_WORKFLOW,
          action: 'apply',
          values: { ...values, ent_id: supId, buy_id: form.buy_id },
          input: { documents: docs },
          payload: form,
        });
        id = row.id;
      } else {
        const [current] = await tx
          .select({ buy_id: supplierCredits.buy_id })
          .from(supplierCredits)
          .where(and(eq(supplierCredits.id, form.id), eq(supplierCredits.ent_id, supId)));
        if (!current) throw new AppError('NOT_FOUND');
        // The buyer is what the application is about: another buyer is another application.
        if (current.buy_id !== form.buy_id)
          throw new AppError('VALIDATION', { fields: { buy_id: ['invalid'] } });
        const row = await applyTransition(tx, ctx, {
          table: supplierCredits,
          workflow: SUPPLIER_CREDIT_WORKFLOW,
          action: 'update',
          id: form.id,
          scope: eq(supplierCredits.ent_id, supId),
          set: values,
          payload: form,
        });
        id = row.id;
      }
      await attachDocuments(tx, ctx, id, 'APPLICATION', docs);
      return (await creditDetail(tx, actor, id, today))!;
    });
  } catch (err) {
    // Two applications sent together: the partial unique index lets one in.
    if (isUniqueViolation(err, 'supplier_credits_open_uq')) throw new AppError('CREDIT_APPLICATION_OPEN');
    throw err;
  }
}
