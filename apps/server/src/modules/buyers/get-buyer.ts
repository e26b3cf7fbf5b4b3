import type { BuyerFrequency } from '@arflow/domain/api/buyers';
import type { HistoryEntry } from '@arflow/domain/api/history';
import { COMPANY_WORKFLOW } from '@arflow/domain/workflows/company';
import { availableActions } from '@arflow/domain/workflows/engine';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Read } from '../../platform/http/context.ts';
import { loadBuyer, loadFrequencies } from './buyer.query.ts';

/** One buyer with its frequencies, its record's timeline and the record actions the caller may take. */
export async function getBuyer(opts: { db: DbOrTx; actor: UserState; id: number }) {
  const { db, actor, id } = opts;
  const data = await loadBuyer(db, actor, id);
  if (!data) throw new AppError('NOT_FOUND');
  const history: HistoryEntry[] = await findHistory(db, COMPANY_WORKFLOW.entity, id);
  const actions = availableActions({ workflow: COMPANY_WORKFLOW, from: data.status, actor })
    .map((a) => a.action)
    .filter((a) => a !== 'create');
  return { data: { ...data, frequencies: await loadFrequencies(db, id) }, history, actions };
}

/** A buyer's notice frequencies (its own, for a buyer user; any buyer's for funder staff). */
export async function getFrequencies(opts: Read<{ id: number }>): Promise<BuyerFrequency[]> {
  const { db, actor, id } = opts;
  if (!(await loadBuyer(db, actor, id))) throw new AppError('NOT_FOUND');
  return loadFrequencies(db, id);
}
