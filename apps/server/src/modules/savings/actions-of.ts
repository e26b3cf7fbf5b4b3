import { type AnyWorkflow, availableActions, type WfState } from '@arflow/domain/workflows/engine';
import type { UserState } from '../../platform/auth/user-state.ts';

/** A savings record as its detail answers it: the record and the workflow actions the caller may take. */
export function withActions<W extends AnyWorkflow, T extends { status: string }>(
  workflow: W,
  actor: UserState | null,
  data: T,
) {
  const actions = availableActions({ workflow, from: data.status as WfState<W>, actor });
  return { data: { ...data, actions: actions.map((a) => a.action) } };
}
