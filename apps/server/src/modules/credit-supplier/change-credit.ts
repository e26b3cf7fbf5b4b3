import type { SupplierCreditDetailResponse } from '@arflow/domain/api/credit-supplier';
import { ERRORS } from '@arflow/domain/errors';
import { heldBy, revise } from '@arflow/domain/limits';
import { formatVnd } from '@arflow/domain/money';
import type { TransitionInput } from '@arflow/domain/workflows/engine';
import {
  SUPPLIER_CREDIT_WORKFLOW,
  type SupplierCreditAction,
} from '@arflow/domain/workflows/supplier-credit';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { programmeInForce } from '../credit-buyer/credit-setup.query.ts';
import { suppliers } from '../enterprises/company.tables.ts';
import { creditDetail, creditScope } from './credit.query.ts';
import { supplierCredits } from './credit-supplier.tables.ts';
import { attachDocuments, usableDocuments } from './save-application.ts';

/** What one step brings: its reason, documents or terms. */
export type CreditStep =
  | { action: 'request_docs'; content: string }
  | { action: 'provide_docs'; file_attach: number[] }
  | { action: 'refuse_docs' | 'reject' | 'decline'; reason: string }
  | { action: 'approve'; total_limit: number; discount_rate: number; max_payment_ratio: number }
  | { action: 'confirm' };

/** The approved limit stays within the supplier's ceiling (spec §5 "total limit within allowed range"). */
async function checkCeiling(tx: Tx, creditId: number, limit: number): Promise<void> {
  const [row] = await tx
    .select({ max: suppliers.max_total_limit })
    .from(supplierCredits)
    .innerJoin(suppliers, eq(suppliers.id, supplierCredits.ent_id))
    .where(eq(supplierCredits.id, creditId));
  const max = row?.max ?? null;
  if (max !== null && limit > max) {
    const fill = (s: string) => s.replace('{min}', formatVnd(1)).replace('{max}', formatVnd(max));
    const t = ERRORS.TOTAL_LIMIT_OUT_OF_RANGE.text;
    throw new AppError('TOTAL_LIMIT_OUT_OF_RANGE', {
      fields: { total_limit: [{ vi: fill(t.vi), en: fill(t.en) }] },
    });
  }
}

/**
 * One workflow step on a credit, by the funder or by the supplier: the row is locked in the
 * caller's scope (another company's id: 404) and the workflow decides; two approvals sent
 * together serialise on the lock and the second is refused (TRANSITION_NOT_ALLOWED).
 */
export async function changeCredit(
  opts: Command<{ id: number; step: CreditStep }>,
): Promise<SupplierCreditDetailResponse> {
  const { db, ctx, id, step } = opts;
  const actor = requireActor(ctx);
  const today = ctx.clock.today();
  return db.transaction(async (tx) => {
    const scope = creditScope(actor);
    const base = { table: supplierCredits, workflow: SUPPLIER_CREDIT_WORKFLOW, id, scope, payload: step };
    const act = (
      action: SupplierCreditAction,
      o: { set?: Partial<typeof supplierCredits.$inferInsert>; input?: TransitionInput },
    ) => applyTransition(tx, ctx, { ...base, action, ...o });
    switch (step.action) {
      case 'request_docs':
        await act('request_docs', {
          set: { add_doc_request: step.content },
          input: { reason: step.content },
        });
        break;
      case 'provide_docs': {
        const row = await act('provide_docs', {
          set: { received_on: today },
          input: { documents: step.file_attach },
        });
        await attachDocuments(
          tx,
          ctx,
          id,
          'ADD_DOC',
          await usableDocuments(tx, row.ent_id, step.file_attach),
        );
        break;
      }
      case 'refuse_docs':
        // The file goes back to the funder as it is: the clock restarts, the reason is on record.
        await act('refuse_docs', {
          set: { received_on: today, reason: step.reason },
          input: { reason: step.reason },
        });
        break;
      case 'reject':
      case 'decline':
        await act(step.action, { set: { reason: step.reason }, input: { reason: step.reason } });
        break;
      case 'approve': {
        await checkCeiling(tx, id, step.total_limit);
        const { action: _a, ...terms } = step;
        const row = await act('approve', { set: { ...terms, reason: null } });
        await programmeInForce(tx, row.buy_id, today);
        break;
      }
      case 'confirm': {
        const row = await act('confirm', {});
        await programmeInForce(tx, row.buy_id, today);
        // The credit in force with this buyer, if any, gives way to the confirmed revision. Its
        // row is locked before its used amount is read, so a draw or release on it meanwhile
        // either lands before (and is carried over) or waits and then lands on the revision
        // (transaction-limits.ts, onCreditInForce).
        const previous = await tx
          .select({
            id: supplierCredits.id,
            total: supplierCredits.total_limit,
            used: supplierCredits.used_limit,
          })
          .from(supplierCredits)
          .where(
            and(
              eq(supplierCredits.ent_id, row.ent_id),
              eq(supplierCredits.buy_id, row.buy_id),
              eq(supplierCredits.status, 'APPROVED'),
              ne(supplierCredits.id, id),
            ),
          )
          .for('update');
        for (const p of previous)
          await applyTransition(tx, ctx, {
            ...base,
            id: p.id,
            action: 'replace',
            asSystem: true,
            payload: { by: id },
          });
        // What the replaced credit's transactions hold stays drawn, now on the revision.
        const replaced = previous[0] && {
          total: previous[0].total ?? 0,
          used: heldBy(previous.map((p) => p.used)),
        };
        const { used } = revise(replaced, row.total_limit ?? 0);
        await tx.update(supplierCredits).set({ used_limit: used }).where(eq(supplierCredits.id, id));
        break;
      }
    }
    return (await creditDetail(tx, actor, id, today))!;
  });
}
