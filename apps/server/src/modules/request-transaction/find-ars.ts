import type { Paged } from '@arflow/domain/api/paging';
import type { ArListBody, PricedAr } from '@arflow/domain/api/request-transaction';
import { todayIn } from '@arflow/domain/dates';
import type { CountedToReason } from '@arflow/domain/pricing';
import { and, eq, gte, ilike, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db } from '../../platform/db/client.ts';
import { cappedPageInfo } from '../../platform/db/paging.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import { receivables as r } from '../receivables/receivables.tables.ts';
import { OPEN_AR_STATUSES } from './buyers.ts';
import { holidayMoves, pricedArSql } from './price-ar-sql.ts';
import { loadTerms } from './terms.ts';

const between = (v: SQL, from?: number, to?: number) => [
  from === undefined ? undefined : sql`${v} >= ${from}`,
  to === undefined ? undefined : sql`${v} <= ${to}`,
];

/**
 * POST ars (every receivable of the supplier on the buyer) and ar-selection (only those that may
 * be selected): each priced for the requested date and ratio, filtered by the §3 filters, sorted
 * and paged. Everything happens in one SQL statement that returns the page only: pricing a
 * supplier's 20,000 receivables in JavaScript for every page held the event loop for a second
 * (issue 20). The price filters act on computed amounts, so the statement prices every row of
 * the filter; `price-ar-sql.ts` is the engine's formula in SQL, and a test compares the two.
 */
export async function findArs(
  db: Db,
  actor: UserState,
  body: ArListBody,
  opts: { selectableOnly: boolean },
): Promise<Paged<PricedAr>> {
  const f = body.search_condition;
  const terms = await loadTerms(db, actor.enterprise_id, f.buy_id);
  const holidays = await loadHolidays(db);
  const date = f.requested_date ?? todayIn();
  const ratio = f.payment_ratio ?? terms.maxPaymentRatio;
  const where = and(
    eq(r.ent_id, actor.enterprise_id),
    eq(r.buy_id, f.buy_id),
    opts.selectableOnly ? inArray(r.status, [...OPEN_AR_STATUSES]) : ne(r.status, 'DELETED'),
    f.inv_no ? ilike(r.inv_no, `%${f.inv_no.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    f.due_date_from ? gte(r.maturity_date, f.due_date_from) : undefined,
    f.due_date_to ? lte(r.maturity_date, f.due_date_to) : undefined,
    f.ar_amount_from !== undefined ? gte(r.ar_amount, f.ar_amount_from) : undefined,
    f.ar_amount_to !== undefined ? lte(r.ar_amount, f.ar_amount_to) : undefined,
    f.first_payment_from !== undefined ? gte(r.buyer_first_payment, f.first_payment_from) : undefined,
    f.first_payment_to !== undefined ? lte(r.buyer_first_payment, f.first_payment_to) : undefined,
  );
  // The discount rate is the supplier's agreed rate, the same on every row: its filter is a yes or no.
  const rateOutside =
    (f.discount_rate_from !== undefined && terms.discountRate < f.discount_rate_from) ||
    (f.discount_rate_to !== undefined && terms.discountRate > f.discount_rate_to);
  const priceWhere = and(
    rateOutside ? sql`false` : undefined,
    ...between(sql`p.advance`, f.payment_request_amount_from, f.payment_request_amount_to),
    ...between(sql`p.sale_price`, f.ar_sale_price_from, f.ar_sale_price_to),
    ...between(sql`p.discount`, f.total_discount_amount_from, f.total_discount_amount_to),
  );
  const column = sql.identifier(body.sort_column ?? 'maturity_date');
  const direction = body.sort_direction === 'DESC' ? sql`desc` : sql`asc`;
  const priced = pricedArSql({
    ratio,
    discountRate: terms.discountRate,
    platformRate: terms.platformRate,
    paymentDate: date,
    moves: holidayMoves(holidays),
  });
  const filtered = sql`
    select ${r.id}, ${r.inv_no}, ${r.inv_date}, ${r.maturity_date}, ${r.ar_amount},
           ${r.buyer_first_payment}, ${r.due_payment}, ${r.status}, ${priced.columns}
    from ${r} ${priced.joins}
    where ${where}`;
  const matching = sql`from (${filtered}) p where ${priceWhere ?? sql`true`}`;
  // The page and the count up to findPage's cap side by side: `count(*) over ()` counted (and
  // priced) every matching row on every page, 13,720 of them for a large supplier (issue 26).
  const [{ rows }, page_info] = await Promise.all([
    db.execute<PricedRow>(sql`
      select p.id, p.inv_no, p.inv_date::text as inv_date, p.maturity_date::text as maturity_date,
             p.ar_amount, p.buyer_first_payment, p.due_payment, p.status, p.counted_to,
             p.counted_to_reason, p.days, p.advance, p.discount, p.platform_fee, p.sale_price,
             p.residual
      ${matching}
      order by p.${column} ${direction}, p.id asc
      limit ${body.page_size} offset ${(body.page_number - 1) * body.page_size}`),
    cappedPageInfo(db, (limit) => sql`select 1 ${matching} limit ${limit}`, body.page_number, body.page_size),
  ]);
  return {
    data: rows.map((row) => ({
      ar_id: row.id,
      inv_no: row.inv_no,
      inv_date: row.inv_date,
      due_date: row.maturity_date,
      ar_amount: Number(row.ar_amount),
      first_payment: Number(row.buyer_first_payment),
      due_payment: Number(row.due_payment),
      status: row.status,
      payment_ratio: ratio,
      requested_date: date,
      discount_rate: terms.discountRate,
      days: row.days,
      counted_to: row.counted_to,
      counted_to_reason: row.counted_to_reason,
      payment_request_amount: Number(row.advance),
      total_discount_amount: Number(row.discount),
      platform_fee: Number(row.platform_fee),
      ar_sale_price: Number(row.sale_price),
      residual: Number(row.residual),
    })),
    page_info,
  };
}

/** A row of the statement: bigint and numeric columns come back from pg as strings. */
interface PricedRow extends Record<string, unknown> {
  id: number;
  inv_no: string;
  inv_date: string;
  maturity_date: string;
  ar_amount: string;
  buyer_first_payment: string;
  due_payment: string;
  status: string;
  days: number;
  counted_to: string;
  counted_to_reason: CountedToReason;
  advance: string;
  discount: string;
  platform_fee: string;
  sale_price: string;
  residual: string;
}
