import {
  CONTRACT_TYPES_BY_CLIENT,
  type ContractItem,
  type ContractRequest,
} from '@arflow/domain/api/contracts';
import { CONTRACT_WORKFLOW } from '@arflow/domain/workflows/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { transitionThen } from '../../platform/db/transition-then.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { clientCompany, contractScope, loadContract } from './contract.query.ts';
import { contracts } from './contracts.tables.ts';

/**
 * Request a contract of a type for a client (spec §4 "request"): a company user for its own
 * company, funder staff for any client. A rejected contract of the same type (and lending) is
 * requested again (2 → 0, keeping its timeline); while another is open or completed the request
 * is refused, so a client has one contract of each type.
 */
export async function requestContract(
  o: Command<{ entId: number | undefined; request: ContractRequest }>,
): Promise<ContractItem> {
  const actor = requireActor(o.ctx);
  const entId = o.entId ?? (actor.enterprise_code === 'FUNDER' ? undefined : actor.enterprise_id);
  if (entId === undefined) throw new AppError('VALIDATION', { fields: { ent_id: ['required'] } });
  const { contract_type, contract_method } = o.request;
  const lending_id = o.request.lending_id ?? null;
  return o.db.transaction(async (tx) => {
    const company = await clientCompany(tx, actor, entId);
    if (!(CONTRACT_TYPES_BY_CLIENT[company.type] as readonly string[]).includes(contract_type))
      throw new AppError('CONTRACT_TYPE_NOT_ALLOWED');
    const [previous] = await tx
      .select({ id: contracts.id, status: contracts.status })
      .from(contracts)
      .where(
        and(
          eq(contracts.ent_id, entId),
          eq(contracts.contract_type, contract_type),
          lending_id === null ? isNull(contracts.lending_id) : eq(contracts.lending_id, lending_id),
          contractScope(actor),
        ),
      )
      .orderBy(desc(contracts.id))
      .limit(1)
      .for('update');
    const payload = { ent_id: entId, contract_type, contract_method, lending_id };
    let id: number;
    if (previous && previous.status !== 2) throw new AppError('CONTRACT_IN_PROGRESS');
    if (previous) {
      await applyTransition(tx, o.ctx, {
        table: contracts,
        workflow: CONTRACT_WORKFLOW,
        action: 'request',
        id: previous.id,
        set: { contract_method, reason: null, document_id: null, hard_copy_file_id: null },
        payload,
      });
      id = previous.id;
    } else {
      const row = await insertWithTransition(tx, o.ctx, {
        table: contracts,
        workflow: CONTRACT_WORKFLOW,
        action: 'request',
        values: { ent_id: entId, contract_type, contract_method, lending_id },
        payload,
      });
      id = row.id;
    }
    return loadContract(tx, actor, id);
  });
}

/** Request a rejected contract again by its id (2 → 0; POST /partner/contract/{id}/request/{ca}). */
export async function requestContractAgain(o: Command<{ id: number }>): Promise<ContractItem> {
  const actor = requireActor(o.ctx);
  return transitionThen(o.db, o.ctx, (tx) => loadContract(tx, actor, o.id), {
    table: contracts,
    workflow: CONTRACT_WORKFLOW,
    action: 'request',
    id: o.id,
    scope: contractScope(actor),
    set: { reason: null, document_id: null, hard_copy_file_id: null },
  });
}
