import type { EarlyRateGroup } from '@arflow/domain/api/early-rates';
import type { Read } from '../../platform/http/context.ts';
import { loadGroups, requireBuyer, requireGroup, requireVersion } from './early-rates.query.ts';

/** One group of any version of the buyer's groups, with its suppliers. */
export async function getGroup(
  o: Read<{ buyId: number; requestId: number; groupId: number }>,
): Promise<EarlyRateGroup> {
  await requireBuyer(o.db, o.actor, o.buyId);
  await requireVersion(o.db, o.buyId, o.requestId);
  await requireGroup(o.db, o.requestId, o.groupId);
  return (await loadGroups(o.db, [o.requestId])).find((g) => g.id === o.groupId)!;
}
