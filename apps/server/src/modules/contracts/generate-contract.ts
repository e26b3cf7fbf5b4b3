import type { ContractItem } from '@arflow/domain/api/contracts';
import type { DocumentContractType } from '@arflow/domain/contract-documents';
import { CONTRACT_WORKFLOW } from '@arflow/domain/workflows/contract';
import { and, desc, eq } from 'drizzle-orm';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { createSigningDocument } from '../signing/create-document.ts';
import { clientCompany, contractRow, contractScope, loadContract } from './contract.query.ts';
import { contracts } from './contracts.tables.ts';

/** The contract number: the type's initials, the client and the contract's id (unique, readable). */
export function contractNumber(type: string, entId: number, id: number, date: string): string {
  const initials = type
    .split('_')
    .map((w) => w[0])
    .join('');
  return `HD-${initials}-${date.slice(0, 4)}-${entId}-${id}`;
}

/**
 * Generate a requested contract (0 → 1): the PDF from the platform's and the client's company
 * records (platform/documents, the Vietnamese templates), kept as the contract's signing document.
 */
export async function generateContract(o: Command<{ id: number }>): Promise<ContractItem> {
  const actor = requireActor(o.ctx);
  const now = o.ctx.clock.now();
  const date = o.ctx.clock.today();
  return o.db.transaction(async (tx) => {
    const row = await contractRow(tx, actor, o.id);
    const [platform] = await tx
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.type, 'FUNDER'))
      .orderBy(enterprises.id)
      .limit(1);
    if (!platform) throw new AppError('FUNDER_UNAVAILABLE');
    const number = contractNumber(row.contract_type, row.ent_id, row.id, date);
    // The transition first: a refused step generates nothing.
    await applyTransition(tx, o.ctx, {
      table: contracts,
      workflow: CONTRACT_WORKFLOW,
      action: 'generate',
      id: o.id,
      scope: contractScope(actor),
      set: { number, contract_date: date },
    });
    const documentId = await createSigningDocument(tx, {
      platformId: platform.id,
      clientId: row.ent_id,
      type: row.contract_type as DocumentContractType,
      number,
      date,
      now,
      inLifecycle: row.contract_method === 'digital',
    });
    await tx.update(contracts).set({ document_id: documentId }).where(eq(contracts.id, o.id));
    return loadContract(tx, actor, o.id);
  });
}

/** POST /{audience}/{id}/generate-contract: the company's latest contract waiting for creation. */
export async function generateLatestContract(o: Command<{ entId: number }>): Promise<ContractItem> {
  const actor = requireActor(o.ctx);
  await clientCompany(o.db, actor, o.entId);
  const [latest] = await o.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.ent_id, o.entId), eq(contracts.status, 0), contractScope(actor)))
    .orderBy(desc(contracts.id))
    .limit(1);
  if (!latest) throw new AppError('TRANSITION_NOT_ALLOWED');
  return generateContract({ ...o, id: latest.id });
}
