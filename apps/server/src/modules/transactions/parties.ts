import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { transactions } from './transactions.tables.ts';

/**
 * A transaction's reference and parties as the funder's lists show them. `sup` and `buy` are the
 * caller's aliases of enterprises, joined on `ent_id` and `buy_id` (its filters name them).
 */
export function partyColumns<
  S extends { name: AnyPgColumn; mst: AnyPgColumn },
  B extends { name: AnyPgColumn },
>(sup: S, buy: B) {
  return {
    id: transactions.id,
    trans_code: transactions.trans_code,
    sup_id: transactions.ent_id,
    sup_name: sup.name,
    sup_mst: sup.mst,
    buy_id: transactions.buy_id,
    buy_name: buy.name,
  };
}
