import type { StatusActionForm, StatusResponse } from '@arflow/domain/api/companies';
import type { EnterpriseCode } from '@arflow/domain/enterprises';
import { leadGroupOf } from '@arflow/domain/statuses/company';
import { availableActions } from '@arflow/domain/workflows/engine';
import { PARTNER_LEAD_WORKFLOW } from '@arflow/domain/workflows/partner-lead';
import { and, eq, inArray } from 'drizzle-orm';
import { findHistory } from '../../platform/audit/history.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, type Read, requireActor } from '../../platform/http/context.ts';
import { enterpriseLegalRecords } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { byIdInScope, companyScope } from '../enterprises/index.ts';
import { queueIntegration } from '../integration/deliver.ts';
import { payloadFor } from '../integration/payloads.ts';

/** A company's pipeline status, its history with reasons, and the steps the caller may take. */
export async function getPipeline(
  opts: Read<{ types: readonly EnterpriseCode[]; id: number }>,
): Promise<StatusResponse> {
  const { db, actor, types, id } = opts;
  const [row] = await db
    .select({ id: enterprises.id, name: enterprises.name, status: enterprises.status })
    .from(enterprises)
    .where(byIdInScope(actor, types, id));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    data: { ...row, group: leadGroupOf(row.status) },
    history: await findHistory(db, PARTNER_LEAD_WORKFLOW.entity, id),
    actions: availableActions({ workflow: PARTNER_LEAD_WORKFLOW, from: row.status, actor }).map(
      (a) => a.action,
    ),
  };
}

/**
 * One pipeline step (spec §4 partner/lead status) through the workflow: the engine checks the
 * state, who acts and the reason; documents handed in must be live legal records of the company.
 */
export async function changePipeline(
  opts: Command<{ types: readonly EnterpriseCode[]; id: number; form: StatusActionForm }>,
): Promise<StatusResponse> {
  const { db, ctx, types, id, form } = opts;
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    const documents = [...new Set(form.documents ?? [])];
    if (documents.length > 0) {
      const found = await tx
        .select({ id: enterpriseLegalRecords.id })
        .from(enterpriseLegalRecords)
        .where(
          and(
            inArray(enterpriseLegalRecords.id, documents),
            eq(enterpriseLegalRecords.ent_id, id),
            inArray(enterpriseLegalRecords.status, ['PENDING', 'APPROVED']),
          ),
        );
      if (found.length !== documents.length)
        throw new AppError('VALIDATION', { fields: { documents: ['invalid'] } });
    }
    const row = await applyTransition(tx, ctx, {
      table: enterprises,
      workflow: PARTNER_LEAD_WORKFLOW,
      action: form.action,
      id,
      scope: companyScope(actor, types),
      input: { reason: form.reason, documents },
      payload: form,
    });
    // An activated client becomes a customer of the accounting system (integration log).
    if (row.status === 'ACTIVATED') {
      const body = await payloadFor(tx, 'enterprise', id);
      await queueIntegration(tx, { request_type: 'enterprise', entity_id: id, body, now: ctx.clock.now() });
    }
  });
  return getPipeline({ db, actor, types, id });
}
