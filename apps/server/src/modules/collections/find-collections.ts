import {
  COLLECTION_VIEWS,
  type CollectionItem,
  type CollectionListBody,
  type CollectionView,
} from '@arflow/domain/api/collections';
import type { Paged } from '@arflow/domain/api/paging';
import { and, eq, gt, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import { isoInstants, pickFields, type RowOf } from '../../platform/db/rows.ts';
import { buyer, supplier } from '../payments/payments.query.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import { collectionPosition } from './collection-position.ts';

function selectCollections(db: DbOrTx) {
  return db
    .select({
      id: receivables.id,
      trans_id: transactions.id,
      trans_code: transactions.trans_code,
      inv_no: receivables.inv_no,
      sup_name: supplier.name,
      buy_name: buyer.name,
      ...pickFields(receivables, ['ar_amount', 'advanced_amount', 'maturity_date', 'status', 'updated_at']),
    })
    .from(receivables)
    .innerJoin(transactionReceivables, eq(transactionReceivables.ar_id, receivables.id))
    .innerJoin(transactions, eq(transactions.id, transactionReceivables.trans_id))
    .innerJoin(supplier, eq(supplier.id, receivables.ent_id))
    .innerJoin(buyer, eq(buyer.id, receivables.buy_id))
    .$dynamic();
}
type Row = RowOf<typeof selectCollections>;

/** Adds where the receivable stands today: days late, unpaid, penal interest (docs/finance.md §8). */
async function withPosition(db: DbOrTx, row: Row, today: string): Promise<CollectionItem> {
  const p = (await collectionPosition(db, row.id, today))?.position;
  return {
    ...isoInstants(row),
    days_late: p?.daysLate ?? 0,
    unpaid: p?.unpaid ?? 0,
    penal_accrued: p?.penalAccrued ?? 0,
    penal_outstanding: p?.penalOutstanding ?? 0,
  };
}

/**
 * POST /debt-overdue/overdue, /bad-n-del, /completed: sold receivables at that stage of
 * collection (bad-n-del: bad debt and written off), searchable by transaction, invoice and parties.
 */
export async function findCollections(o: {
  db: DbOrTx;
  view: CollectionView;
  body: CollectionListBody;
  today: string;
}): Promise<Paged<CollectionItem>> {
  const s = o.body.search_condition;
  const filters: (SQL | undefined)[] = [
    inArray(receivables.status, [...COLLECTION_VIEWS[o.view]]),
    // A written-off receivable was financed; one deleted before any payment is not a debt.
    gt(receivables.advanced_amount, 0),
    s.trans_code ? ilike(transactions.trans_code, likePattern(s.trans_code)) : undefined,
    s.inv_no ? ilike(receivables.inv_no, likePattern(s.inv_no)) : undefined,
    s.sup_name ? ilike(supplier.name, likePattern(s.sup_name)) : undefined,
    s.buy_name ? ilike(buyer.name, likePattern(s.buy_name)) : undefined,
    s.maturity_from ? gte(receivables.maturity_date, s.maturity_from) : undefined,
    s.maturity_to ? lte(receivables.maturity_date, s.maturity_to) : undefined,
  ];
  return findPage({
    db: o.db,
    input: o.body,
    select: () => selectCollections(o.db),
    where: and(...filters),
    sortable: sortableColumns(receivables, ['maturity_date', 'ar_amount', 'updated_at']),
    defaultSort: { column: 'maturity_date', direction: 'ASC' },
    tieBreaker: receivables.id,
    map: (r) => withPosition(o.db, r, o.today),
  });
}

/** One receivable in collection, as the lists show it; null when it is not a sold one. */
export async function findCollection(db: DbOrTx, id: number, today: string): Promise<CollectionItem | null> {
  const [row] = await selectCollections(db).where(eq(receivables.id, id));
  return row ? withPosition(db, row, today) : null;
}
