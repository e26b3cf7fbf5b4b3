import type {
  approvalListBody,
  buyerListBody,
  discountRateListBody,
  investOrderListBody,
  priceListBody,
} from '@arflow/domain/api/programme';
import { and, asc, eq, getTableColumns, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import { isoInstants } from '../../platform/db/rows.ts';
import { buyerCreditSetups as s } from '../credit-buyer/credit-buyer.tables.ts';
import { activatedProgramme, newestActivation } from '../credit-buyer/index.ts';
import { supplierCredits as c } from '../credit-supplier/credit-supplier.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { transactionFundingPartners as f } from '../funder-transactions/funder-transactions.tables.ts';
import { transactions as t } from '../transactions/transactions.tables.ts';
import { promotions } from './programme.tables.ts';
import { promotionIdFor } from './promotion.query.ts';

const buyer = alias(enterprises, 'buyer');
const supplier = alias(enterprises, 'supplier');
const partner = alias(enterprises, 'partner');
const like = (keyword: string | undefined, ...columns: Parameters<typeof ilike>[0][]) =>
  keyword ? or(...columns.map((col) => ilike(col, likePattern(keyword)))) : undefined;
const approved = sql`${c.status} = 'APPROVED' and ${c.discount_rate} is not null`;
const count = (where: SQL) => sql<number>`(${where})::int`;

/** GET /program-setup/current: the programme in force on the business date, in figures. */
export async function currentProgramme(db: DbOrTx, actor: UserState, today: string) {
  const [row] = await db
    .execute<Record<string, number | string>>(sql`
    select (select name from ${enterprises} where id = ${actor.enterprise_id}) as funder_name,
      count(*)::int as buyers,
      coalesce(sum(cur.early_payment_limit), 0)::bigint as early_payment_limit,
      coalesce(sum(cur.early_payment_used), 0)::bigint as early_payment_used,
      (select count(distinct ${c.ent_id}) from ${c} where ${approved})::int as suppliers,
      (select count(*) from ${promotions} where ${promotions.status} = 'APPLIED')::int as promotions_applied,
      (select count(*) from ${promotions} where ${promotions.status} = 'WAITING')::int as promotions_waiting,
      (select count(*) from ${s} where ${s.status} = 'PENDING')::int as pending_approvals
    from (select distinct on (${s.ent_id}) ${s.early_payment_limit}, ${s.early_payment_used}
          from ${s} where ${activatedProgramme()} order by ${s.ent_id}, ${sql.join([...newestActivation], sql`, `)}) cur`)
    .then((r) => r.rows);
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    data: {
      today,
      funder_name: String(row?.funder_name ?? ''),
      buyers: n('buyers'),
      suppliers: n('suppliers'),
      early_payment_limit: n('early_payment_limit'),
      early_payment_used: n('early_payment_used'),
      promotions_applied: n('promotions_applied'),
      promotions_waiting: n('promotions_waiting'),
      pending_approvals: n('pending_approvals'),
    },
  };
}

/** A programme's approved suppliers: shown and sorted on (the select's names are not SQL aliases). */
const approvedSuppliers = count(
  sql`select count(*) from ${c} where ${c.buy_id} = ${s.ent_id} and ${approved}`,
);

/** Buyers' programme versions with the buyer's name and its approved suppliers. */
function selectSetups(db: DbOrTx) {
  const { created_by: _c, updated_by: _u, ...columns } = getTableColumns(s);
  return db
    .select({
      ...columns,
      buy_id: s.ent_id,
      buy_name: buyer.name,
      buy_mst: sql<string>`coalesce(${buyer.mst}, '')`,
      suppliers: approvedSuppliers,
    })
    .from(s)
    .innerJoin(buyer, eq(buyer.id, s.ent_id))
    .$dynamic();
}

const SETUP_SORT = {
  ...sortableColumns(s, [
    'id',
    'version',
    'credit_limit',
    'expiry_date',
    'status',
    'updated_at',
    'early_payment_limit',
    'early_payment_used',
    'credit_rate',
    'platform_rate',
    'interest_rate',
  ]),
  buy_name: buyer.name,
  suppliers: approvedSuppliers,
};

type SetupBody =
  | z.infer<typeof approvalListBody>
  | z.infer<typeof buyerListBody>
  | z.infer<typeof priceListBody>;

/**
 * approval: every version of every buyer's programme (a status filter picks the pending ones);
 * buyer and price: each buyer's version in force, its limits or its prices.
 */
export function findSetups(db: DbOrTx, body: SetupBody, inForce: boolean) {
  const status = 'status' in body.search_condition ? body.search_condition.status : undefined;
  return findPage({
    db,
    input: body,
    select: () => selectSetups(db),
    where: and(
      like(body.search_condition.keyword, buyer.name, buyer.mst),
      status ? eq(s.status, status) : undefined,
      inForce
        ? sql`${s.id} = (select x.id from ${s} x where x.ent_id = ${s.ent_id} and x.status = 'ACTIVATED'
            and x.activated_at is not null order by x.activated_at desc, x.id desc limit 1)`
        : undefined,
    ),
    sortable: SETUP_SORT,
    defaultSort: inForce
      ? { column: 'buy_name', direction: 'ASC' }
      : { column: 'updated_at', direction: 'DESC' },
    tieBreaker: s.id,
    map: isoInstants,
  });
}

/**
 * POST /program-setup/diff-discount-rate: each approved supplier credit's agreed discount rate,
 * the promotion its quote takes today and the rate it is quoted (docs/finance.md §13).
 */
export function findDiscountRates(db: DbOrTx, body: z.infer<typeof discountRateListBody>) {
  const promo = promotionIdFor(sql`${c.ent_id}`, sql`${c.buy_id}`);
  const select = () =>
    db
      .select({
        id: c.id,
        sup_id: c.ent_id,
        sup_name: supplier.name,
        buy_id: c.buy_id,
        buy_name: buyer.name,
        discount_rate: sql<number>`${c.discount_rate}::float8`,
        max_payment_ratio: c.max_payment_ratio,
        promotion_id: promotions.id,
        promotion_name: promotions.name,
        promotion_rate: promotions.discount_rate,
        quoted_rate: sql<number>`greatest(0, ${c.discount_rate} - coalesce(${promotions.discount_rate}, 0))::float8`,
      })
      .from(c)
      .innerJoin(supplier, eq(supplier.id, c.ent_id))
      .innerJoin(buyer, eq(buyer.id, c.buy_id))
      .leftJoin(promotions, eq(promotions.id, promo))
      .$dynamic();
  return findPage({
    db,
    input: body,
    select,
    where: and(
      approved,
      like(body.search_condition.keyword, supplier.name, buyer.name),
      body.search_condition.buy_id ? eq(c.buy_id, body.search_condition.buy_id) : undefined,
    ),
    sortable: { id: c.id, sup_name: supplier.name, buy_name: buyer.name, discount_rate: c.discount_rate },
    defaultSort: { column: 'sup_name', direction: 'ASC' },
    tieBreaker: c.id,
    map: (r) => r,
  });
}

/** GET /program-setup/supplier_by_buyer/{id}: suppliers approved on the buyer, by name. */
export async function suppliersByBuyer(db: DbOrTx, buyId: number) {
  const data = await db
    .select({
      id: supplier.id,
      name: supplier.name,
      mst: sql<string>`coalesce(${supplier.mst}, '')`,
      discount_rate: sql<number>`${c.discount_rate}::float8`,
    })
    .from(c)
    .innerJoin(supplier, eq(supplier.id, c.ent_id))
    .where(and(eq(c.buy_id, buyId), approved, isNotNull(c.discount_rate)))
    .orderBy(asc(supplier.name), asc(c.id));
  return { data };
}

/** POST /program-setup/invest-order: funding partners' orders on transactions, newest first. */
export function findInvestOrders(db: DbOrTx, body: z.infer<typeof investOrderListBody>) {
  return findPage({
    db,
    input: body,
    select: () =>
      db
        .select({
          id: t.id,
          trans_id: t.id,
          trans_code: t.trans_code,
          partner_id: f.partner_id,
          partner_name: partner.name,
          sup_name: supplier.name,
          buy_name: buyer.name,
          total_advance: t.total_advance,
          total_sale_price: t.total_sale_price,
          status: t.status,
          selected_at: f.selected_at,
        })
        .from(f)
        .innerJoin(t, eq(t.id, f.trans_id))
        .innerJoin(partner, eq(partner.id, f.partner_id))
        .innerJoin(supplier, eq(supplier.id, t.ent_id))
        .innerJoin(buyer, eq(buyer.id, t.buy_id))
        .$dynamic(),
    where: like(body.search_condition.keyword, t.trans_code, partner.name, supplier.name),
    sortable: {
      trans_code: t.trans_code,
      partner_name: partner.name,
      total_advance: t.total_advance,
      total_sale_price: t.total_sale_price,
      selected_at: f.selected_at,
    },
    defaultSort: { column: 'selected_at', direction: 'DESC' },
    tieBreaker: f.trans_id,
    map: isoInstants,
  });
}
