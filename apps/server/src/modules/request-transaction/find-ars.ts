import type { ArListBody, PricedAr } from '@arflow/domain/api/request-transaction';
import { PAGING } from '@arflow/domain/constants';
import { todayIn } from '@arflow/domain/dates';
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db } from '../../platform/db/client.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { OPEN_AR_STATUSES } from './buyers.ts';
import { priceAr } from './price-ar.ts';
import { loadTerms } from './terms.ts';

const inRange = (v: number, from?: number, to?: number) =>
  (from === undefined || v >= from) && (to === undefined || v <= to);

/**
 * POST ars (every receivable of the supplier on the buyer) and ar-selection (only those that may
 * be selected): each priced for the requested date and ratio, filtered by the §3 filters. The
 * price filters act on computed amounts, so they run after pricing (one buyer's open receivables).
 */
export async function findArs(
  db: Db,
  actor: UserState,
  body: ArListBody,
  opts: { selectableOnly: boolean },
): Promise<{ data: PricedAr[]; page_info: { total_page: number; total_record: number } }> {
  const f = body.search_condition;
  const terms = await loadTerms(db, actor.enterprise_id, f.buy_id);
  const where: (SQL | undefined)[] = [
    eq(receivables.ent_id, actor.enterprise_id),
    eq(receivables.buy_id, f.buy_id),
    opts.selectableOnly
      ? inArray(receivables.status, [...OPEN_AR_STATUSES])
      : ne(receivables.status, 'DELETED'),
    f.inv_no ? ilike(receivables.inv_no, `%${f.inv_no.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    f.due_date_from ? gte(receivables.maturity_date, f.due_date_from) : undefined,
    f.due_date_to ? lte(receivables.maturity_date, f.due_date_to) : undefined,
    f.ar_amount_from !== undefined ? gte(receivables.ar_amount, f.ar_amount_from) : undefined,
    f.ar_amount_to !== undefined ? lte(receivables.ar_amount, f.ar_amount_to) : undefined,
    f.first_payment_from !== undefined
      ? gte(receivables.buyer_first_payment, f.first_payment_from)
      : undefined,
    f.first_payment_to !== undefined ? lte(receivables.buyer_first_payment, f.first_payment_to) : undefined,
  ];
  const column = receivables[body.sort_column ?? 'maturity_date'];
  const rows = await db
    .select()
    .from(receivables)
    .where(and(...where))
    .orderBy(body.sort_direction === 'DESC' ? desc(column) : asc(column), asc(receivables.id))
    .limit(PAGING.maxPageSize * 10);
  const date = f.requested_date ?? todayIn();
  const ratio = f.payment_ratio ?? terms.maxPaymentRatio;
  const priced = rows
    .map((r) => priceAr(r, terms, ratio, date))
    .filter(
      (p) =>
        inRange(p.payment_request_amount, f.payment_request_amount_from, f.payment_request_amount_to) &&
        inRange(p.ar_sale_price, f.ar_sale_price_from, f.ar_sale_price_to) &&
        inRange(p.discount_rate, f.discount_rate_from, f.discount_rate_to) &&
        inRange(p.total_discount_amount, f.total_discount_amount_from, f.total_discount_amount_to),
    );
  const start = (body.page_number - 1) * body.page_size;
  return {
    data: priced.slice(start, start + body.page_size),
    page_info: { total_page: Math.ceil(priced.length / body.page_size), total_record: priced.length },
  };
}
