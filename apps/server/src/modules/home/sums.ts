import type { HomeBucketFigure } from '@arflow/domain/api/home';
import { bucketDates, type DayBucket } from '@arflow/domain/home';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** count(*) of the rows matching `when` (all rows without it), as a JS number. */
export const countWhere = (when?: SQL) =>
  (when ? sql`count(*) FILTER (WHERE ${when})` : sql`count(*)`).mapWith(Number);

/**
 * The integer VND sum of `amount` over the rows matching `when`, 0 for none. bigint keeps it
 * exact in PostgreSQL; the answer is far below 2^53, so a JS number holds it exactly.
 */
export const sumWhere = (amount: SQL | SQL.Aliased | unknown, when?: SQL) =>
  (when
    ? sql`coalesce(sum(${amount}) FILTER (WHERE ${when}), 0)::bigint`
    : sql`coalesce(sum(${amount}), 0)::bigint`
  ).mapWith(Number);

/**
 * Aggregates counting rows, and summing `amount`, per bucket of days back from `today` by the
 * date `day` (bucketDates: the very dates the linked list filters on). `fields` go into one
 * select; `read` turns its row into the buckets' figures.
 */
export function bucketSums(
  buckets: readonly DayBucket[],
  today: string,
  day: SQL | AnyColumn,
  amount: AnyColumn,
) {
  const dated = buckets.map((bucket) => ({ bucket, dates: bucketDates(bucket, today) }));
  const fields: Record<string, SQL> = {};
  dated.forEach(({ dates }, i) => {
    const when = dates.from
      ? sql`${day} BETWEEN ${dates.from}::date AND ${dates.to}::date`
      : sql`${day} <= ${dates.to}::date`;
    fields[`c${i}`] = countWhere(when);
    fields[`a${i}`] = sumWhere(amount, when);
  });
  const read = (row: Record<string, unknown> | undefined): HomeBucketFigure[] =>
    dated.map(({ bucket, dates }, i) => ({
      bucket: bucket.key,
      from: dates.from ?? null,
      to: dates.to,
      count: Number(row?.[`c${i}`] ?? 0),
      amount: Number(row?.[`a${i}`] ?? 0),
    }));
  return { fields, read };
}
