import type { Paged } from '@arflow/domain/api/paging';
import {
  PARTNER_TRADING_FIGURES,
  type PartnerTradingItem,
  type PartnerTradingListBody,
  type PartnerTradingSummary,
} from '@arflow/domain/api/partner-trading';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage } from '../../platform/db/paging.ts';
import { tradingRows, tradingWhere } from './partner-trading.query.ts';

/** A figure of the subquery by its name (its expression is aliased there, not a column). */
const figure = (name: string) => sql`${sql.identifier('trading')}.${sql.identifier(name)}`;

/** POST /partner-trading/list: one row per partner with its figures, sorted by any of them. */
export async function findPartnerTrading(o: {
  db: DbOrTx;
  body: PartnerTradingListBody;
}): Promise<Paged<PartnerTradingItem>> {
  const rows = tradingRows(o.db, tradingWhere(o.body.search_condition));
  return findPage({
    db: o.db,
    input: o.body,
    select: () => o.db.select().from(rows).$dynamic(),
    sortable: {
      partner_code: rows.partner_code,
      partner_name: rows.partner_name,
      ...Object.fromEntries(PARTNER_TRADING_FIGURES.map((k) => [k, figure(k)])),
    },
    defaultSort: { column: 'outstanding_amount', direction: 'DESC' },
    tieBreaker: rows.id,
    map: (row) => row,
  });
}

/** POST /partner-trading/summary: the list's figures summed over the same partners. */
export async function summarizePartnerTrading(o: {
  db: DbOrTx;
  body: Pick<PartnerTradingListBody, 'search_condition'>;
}): Promise<PartnerTradingSummary> {
  const rows = tradingRows(o.db, tradingWhere(o.body.search_condition));
  const sum = (c: typeof rows.funded_amount) => sql<number>`coalesce(sum(${c}), 0)`.mapWith(Number);
  const [row] = await o.db
    .select({
      partners: sql<number>`count(*)`.mapWith(Number),
      funded_amount: sum(rows.funded_amount),
      guaranteed_amount: sum(rows.guaranteed_amount),
      referred_amount: sum(rows.referred_amount),
      lent_amount: sum(rows.lent_amount),
      outstanding_amount: sum(rows.outstanding_amount),
    })
    .from(rows);
  return row!;
}
