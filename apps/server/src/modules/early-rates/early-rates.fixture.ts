import type { EarlyRateVersionState } from '@arflow/domain/api/early-rates';
import type { EarlyInterestRateRequestStatus } from '@arflow/domain/statuses/credit';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  earlyRateGroupSuppliers,
  earlyRateGroups,
  earlyRateProgrammes,
  earlyRateRequests,
} from './early-rates.tables.ts';
import { nameKey } from './name-key.ts';

/** A version of a buyer's groups, written as it is (demo data and tests, not a use-case). */
export async function insertVersion(
  db: DbOrTx,
  o: {
    buyId: number;
    state: EarlyRateVersionState;
    at: Date;
    by?: number | null;
    approver?: number | null;
    groups: { name: string; rate: number; suppliers: number[] }[];
  },
): Promise<{ id: number; groupIds: number[] }> {
  const sent = o.state !== 'DRAFT';
  const approved = o.state === 'APPROVED' || o.state === 'SUPERSEDED';
  const [req] = await db
    .insert(earlyRateRequests)
    .values({
      ent_id: o.buyId,
      state: o.state,
      created_at: o.at,
      sent_at: sent ? o.at : null,
      sent_by: sent ? (o.by ?? null) : null,
      approved_at: approved ? o.at : null,
      approved_by: approved ? (o.approver ?? null) : null,
      group_count: sent ? o.groups.length : 0,
      supplier_count: sent ? o.groups.reduce((n, g) => n + g.suppliers.length, 0) : 0,
    })
    .returning({ id: earlyRateRequests.id });
  const groupIds: number[] = [];
  for (const g of o.groups) {
    const [row] = await db
      .insert(earlyRateGroups)
      .values({ request_id: req!.id, ent_id: o.buyId, name: g.name, name_key: nameKey(g.name), rate: g.rate })
      .returning({ id: earlyRateGroups.id });
    groupIds.push(row!.id);
    if (g.suppliers.length > 0)
      await db
        .insert(earlyRateGroupSuppliers)
        .values(g.suppliers.map((sup_id) => ({ group_id: row!.id, request_id: req!.id, sup_id })));
  }
  return { id: req!.id, groupIds };
}

export async function insertProgramme(
  db: DbOrTx,
  o: { buyId: number; status: EarlyInterestRateRequestStatus; approvedId: number | null; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(earlyRateProgrammes)
    .values({
      ent_id: o.buyId,
      status: o.status,
      approved_request_id: o.approvedId,
      created_at: o.at,
      updated_at: o.at,
    })
    .returning({ id: earlyRateProgrammes.id });
  return row!.id;
}
