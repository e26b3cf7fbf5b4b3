import { isGuaranteeRequest } from '@arflow/domain/api/coordination';
import { availableActions } from '@arflow/domain/workflows/engine';
import { GUARANTEE_NOTICE_WORKFLOW, PARTNER_NOTICE_WORKFLOW } from '@arflow/domain/workflows/partner-notice';
import { and, eq } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { selectNotices, toNoticeItem } from './coordination.query.ts';
import { partnerNotices } from './coordination.tables.ts';

/** The workflow a notice lives by: a guarantee request's, or every other notice's. */
export const workflowOf = (kind: Parameters<typeof isGuaranteeRequest>[0]) =>
  isGuaranteeRequest(kind) ? GUARANTEE_NOTICE_WORKFLOW : PARTNER_NOTICE_WORKFLOW;

/** One notice within the caller's scope (another partner's is 404) and what the caller may do to it. */
export async function loadNotice(db: DbOrTx, actor: UserState, id: number) {
  const [row] = await selectNotices(db).where(
    and(eq(partnerNotices.id, id), ownedBy(actor, partnerNotices.ent_id)),
  );
  if (!row) throw new AppError('NOT_FOUND');
  const actions = availableActions({
    workflow: workflowOf(row.row.kind) as typeof PARTNER_NOTICE_WORKFLOW,
    from: row.row.status as never,
    actor,
  })
    .map((a) => String(a.action))
    .filter((a) => a !== 'create');
  return { data: toNoticeItem(row), actions };
}
