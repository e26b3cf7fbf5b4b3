import type { ReceivableDetail } from '@arflow/domain/api/receivables';
import { availableActions } from '@arflow/domain/workflows/engine';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import { findHistory } from '../../platform/audit/history.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Read } from '../../platform/http/context.ts';
import { loadCalendar, loadReceivable } from './receivables.query.ts';

/** One receivable, its status timeline (who, what, when, why) and the caller's actions now. */
export async function getReceivable(opts: Read<{ id: number; today: string }>): Promise<ReceivableDetail> {
  const { db, actor, id } = opts;
  const data = await loadReceivable(db, actor, id, await loadCalendar(db, opts.today));
  if (!data) throw new AppError('NOT_FOUND');
  const actions = availableActions({ workflow: RECEIVABLE_WORKFLOW, from: data.status, actor })
    .map((a) => a.action)
    // Creation is not an action on a record.
    .filter((a) => a !== 'create');
  return { data, history: await findHistory(db, RECEIVABLE_WORKFLOW.entity, id), actions };
}
