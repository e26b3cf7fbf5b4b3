import { addDays, effectiveDueDate, type IsoDate } from '@arflow/domain/dates';
import { type SQL, sql } from 'drizzle-orm';
import { receivables as r } from '../receivables/receivables.tables.ts';

/**
 * The due dates a holiday moves further than the weekend rule alone does, each with the date it
 * moves to, by the engine's own `effectiveDueDate`. Only a holiday itself and the Saturday and
 * Sunday before a holiday Monday can differ from "Saturday +2, Sunday +1, else the day", so the
 * list stays a few dozen dates however far the maturities run.
 */
export function holidayMoves(holidays: readonly IsoDate[]): { from: IsoDate[]; to: IsoDate[] } {
  const set = new Set(holidays);
  const candidates = new Set<IsoDate>();
  for (const h of set) for (const back of [0, 1, 2]) candidates.add(addDays(h, -back));
  const from: IsoDate[] = [];
  const to: IsoDate[] = [];
  for (const d of [...candidates].sort()) {
    const moved = effectiveDueDate(d, set);
    if (moved !== effectiveDueDate(d)) {
      from.push(d);
      to.push(moved);
    }
  }
  return { from, to };
}

const dateArray = (dates: readonly IsoDate[]) => `{${dates.join(',')}}`;

/**
 * `earlyPaymentQuote` (packages/domain/src/pricing.ts) as SQL over `receivables`, for listing
 * and filtering a supplier's receivables without pricing each one in JavaScript:
 *
 *   counted_to = next working day from maturity (holidayMoves, else the weekend rule)
 *   days       = max(0, counted_to − payment date)
 *   advance    = round(AR × ratio / 100)
 *   discount   = min(advance, round(advance × discount rate × days / 36 500))
 *   fee        = min(advance − discount, round(advance × platform rate × days / 36 500))
 *
 * numeric is exact for these products, and round() on a non-negative numeric is half-up, as
 * `toVnd`. `joins` goes after `from receivables`; `columns` in its select list.
 */
export function pricedArSql(o: {
  ratio: number;
  discountRate: number;
  platformRate: number;
  paymentDate: IsoDate;
  moves: { from: IsoDate[]; to: IsoDate[] };
}): { joins: SQL; columns: SQL } {
  const ratio = sql`${String(o.ratio)}::numeric`;
  const dr = sql`${String(o.discountRate)}::numeric`;
  const pr = sql`${String(o.platformRate)}::numeric`;
  const joins = sql`
    left join unnest(${dateArray(o.moves.from)}::date[], ${dateArray(o.moves.to)}::date[])
      as moved(due, counted_to) on moved.due = ${r.maturity_date}
    cross join lateral (select coalesce(moved.counted_to, case extract(isodow from ${r.maturity_date})
        when 6 then ${r.maturity_date} + 2 when 7 then ${r.maturity_date} + 1 else ${r.maturity_date} end)
        as counted_to) c
    cross join lateral (select greatest(0, c.counted_to - ${o.paymentDate}::date) as days,
        round(${r.ar_amount}::numeric * ${ratio} / 100) as advance) a
    cross join lateral (select least(a.advance, round(a.advance * ${dr} * a.days / 36500)) as discount) d
    cross join lateral (select least(a.advance - d.discount, round(a.advance * ${pr} * a.days / 36500))
        as platform_fee) e`;
  const columns = sql`c.counted_to::text as counted_to,
    case when c.counted_to = ${r.maturity_date} then 'MATURITY'
         when extract(isodow from ${r.maturity_date}) in (6, 7) then 'WEEKEND' else 'HOLIDAY' end
      as counted_to_reason,
    a.days, a.advance, d.discount, e.platform_fee,
    a.advance - d.discount - e.platform_fee as sale_price, ${r.ar_amount} - a.advance as residual`;
  return { joins, columns };
}
