import { EARLY_RATES_ACCESS } from '@arflow/domain/access/early-rates';
import type { EarlyRateOverview } from '@arflow/domain/api/early-rates';
import type { HistoryEntry } from '@arflow/domain/api/history';
import { allows } from '@arflow/domain/permissions';
import { EARLY_INTEREST_RATE_REQUEST_WORKFLOW } from '@arflow/domain/workflows/early-interest-rate';
import { availableActions } from '@arflow/domain/workflows/engine';
import { and, eq, inArray } from 'drizzle-orm';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findProgramme, loadVersion, requireBuyer } from './early-rates.query.ts';
import { earlyRateRequests } from './early-rates.tables.ts';

/**
 * A buyer's early-interest-rate groups: the status, the groups in force, the draft and the
 * pending request, with the actions the caller may take (the workflow's, within the routes'
 * access) and the programme's timeline.
 */
export async function getOverview(o: { db: DbOrTx; actor: UserState; buyId: number }): Promise<{
  data: EarlyRateOverview;
  actions: string[];
  can_edit: boolean;
  history: HistoryEntry[];
}> {
  const buyer = await requireBuyer(o.db, o.actor, o.buyId);
  const programme = await findProgramme(o.db, buyer.id);
  const status = programme?.status ?? 'NOT_SET';
  const open = await o.db
    .select({ id: earlyRateRequests.id, state: earlyRateRequests.state })
    .from(earlyRateRequests)
    .where(
      and(eq(earlyRateRequests.ent_id, buyer.id), inArray(earlyRateRequests.state, ['DRAFT', 'REQUESTING'])),
    );
  const idOf = (s: string) => open.find((r) => r.state === s)?.id;
  const version = async (id: number | null | undefined) => (id == null ? null : loadVersion(o.db, id));
  const actions = availableActions({
    workflow: EARLY_INTEREST_RATE_REQUEST_WORKFLOW,
    from: status,
    actor: o.actor,
  })
    .map((a) => a.action)
    .filter((a) => allows(EARLY_RATES_ACCESS[a], o.actor));
  return {
    data: {
      buy_id: buyer.id,
      buyer_name: buyer.name,
      status,
      approved: await version(programme?.approved_request_id),
      draft: await version(idOf('DRAFT')),
      pending: await version(idOf('REQUESTING')),
    },
    actions,
    can_edit: status !== 'REQUESTING' && allows(EARLY_RATES_ACCESS.draft, o.actor),
    history: programme
      ? await findHistory(o.db, EARLY_INTEREST_RATE_REQUEST_WORKFLOW.entity, programme.id)
      : [],
  };
}
