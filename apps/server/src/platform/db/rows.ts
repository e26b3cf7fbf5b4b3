/**
 * What a module's select and its row mapper share: the row type a select answers, and the row as
 * the API answers it (instants as ISO strings). A module declares its select once and maps its
 * own fields only; the instants need no line each.
 */

/** The row of a select builder (`selectX(db)` with `.execute()`), or of a function answering rows. */
export type RowOf<F extends (...args: never[]) => unknown> =
  ReturnType<F> extends { execute: () => Promise<(infer R)[]> }
    ? R
    : Awaited<ReturnType<F>> extends (infer R)[]
      ? R
      : never;

/** `T` with each instant (a Date, nullable or not) as its ISO string, as JSON would write it. */
export type WithIsoInstants<T> = {
  [K in keyof T]: Exclude<T[K], Date> | (Date extends T[K] ? string : never);
};

/**
 * The row with every Date as its ISO string ('2026-11-28T09:00:00.000Z'); null and every other
 * value as they are. E.g. { id: 1, created_at: Date(2026-11-28T09:00Z), paid_at: null } →
 * { id: 1, created_at: '2026-11-28T09:00:00.000Z', paid_at: null }.
 */
export function isoInstants<T extends object>(row: T): WithIsoInstants<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out as WithIsoInstants<T>;
}

/**
 * Fields of an object under their own names: a table's (or an alias's) columns, so a select names
 * each column once, or a row's values. `.select({ ...pickFields(c, ['id', 'status']), buy_name:
 * buy.name })` is `.select({ id: c.id, status: c.status, buy_name: buy.name })`.
 */
export function pickFields<T extends object, const K extends keyof T & string>(
  table: T,
  names: readonly K[],
): { [P in K]: T[P] } {
  return Object.fromEntries(names.map((n) => [n, table[n]])) as { [P in K]: T[P] };
}
