import type { EkycForm } from '@arflow/domain/api/suppliers';
import { EKYC_WORKFLOW } from '@arflow/domain/workflows/company';
import { availableActions } from '@arflow/domain/workflows/engine';
import { and, eq } from 'drizzle-orm';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { individuals } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { INDIVIDUAL_TYPES } from '../enterprises/index.ts';

export async function getEkyc(opts: { db: DbOrTx; actor: UserState; id: number }) {
  const { db, actor, id } = opts;
  const [row] = await db
    .select({ id: individuals.id, ekyc_status: individuals.status })
    .from(individuals)
    .innerJoin(enterprises, eq(enterprises.id, individuals.id))
    .where(and(eq(individuals.id, id), ownedBy(actor, enterprises.id)));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    data: row,
    history: await findHistory(db, EKYC_WORKFLOW.entity, id),
    actions: availableActions({ workflow: EKYC_WORKFLOW, from: row.ekyc_status, actor }).map((a) => a.action),
  };
}

/**
 * The eKYC step of an individual (spec §2 ekycModal): the operator compared the ID card with the
 * person and records the result through EKYC_WORKFLOW (a rejection needs a reason).
 */
export async function decideEkyc(opts: { db: Db; ctx: RequestContext; id: number; form: EkycForm }) {
  const { db, ctx, id, form } = opts;
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ type: enterprises.type })
      .from(enterprises)
      .where(and(eq(enterprises.id, id), ownedBy(actor, enterprises.id)));
    if (!company) throw new AppError('NOT_FOUND');
    if (!INDIVIDUAL_TYPES.includes(company.type) && company.type !== 'PARTNER')
      throw new AppError('EKYC_NOT_INDIVIDUAL');
    await applyTransition(tx, ctx, {
      table: individuals,
      workflow: EKYC_WORKFLOW,
      action: form.action,
      id,
      input: { reason: form.reason },
      payload: form,
    });
  });
  return getEkyc({ db, actor, id });
}
