import type { MemberItem } from '@arflow/domain/api/users';
import { availableActions } from '@arflow/domain/workflows/engine';
import { USER_WORKFLOW, type UserAction } from '@arflow/domain/workflows/user';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { loadMember } from './member.query.ts';

/** A member's detail within the caller's scope, with the timeline and the actions the caller may take. */
export async function getMember(opts: { db: DbOrTx; actor: UserState; id: number }): Promise<{
  data: MemberItem;
  history: Awaited<ReturnType<typeof findHistory>>;
  actions: UserAction[];
}> {
  const data = await loadMember(opts.db, opts.actor, opts.id);
  if (!data) throw new AppError('NOT_FOUND');
  const history = await findHistory(opts.db, 'user', data.id);
  const actions = availableActions({ workflow: USER_WORKFLOW, from: data.status, actor: opts.actor })
    .map((a) => a.action)
    .filter((a) => a !== 'create' && a !== 'accept');
  return { data, history, actions };
}
