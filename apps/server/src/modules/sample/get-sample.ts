import type { SampleDetail } from '@arflow/domain/api/sample';
import { availableActions } from '@arflow/domain/workflows/engine';
import { SAMPLE_WORKFLOW } from '@arflow/domain/workflows/sample';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { loadSample } from './sample.query.ts';

/** One sample, its timeline and the actions the caller may take now (the portal's buttons). */
export async function getSample(opts: {
  db: DbOrTx;
  actor: UserState | null;
  id: number;
}): Promise<SampleDetail> {
  const { db, actor, id } = opts;
  const data = await loadSample(db, actor, id);
  if (!data) throw new AppError('NOT_FOUND');
  const actions = availableActions({ workflow: SAMPLE_WORKFLOW, from: data.status, actor }).map(
    (a) => a.action,
  );
  return { data, history: await findHistory(db, SAMPLE_WORKFLOW.entity, id), actions };
}
