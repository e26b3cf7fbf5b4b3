import { z } from 'zod';
import { isoDate } from '../validation.ts';

/**
 * The business clock (issue 12 part 5): the date every lifecycle rule runs on. An administrator
 * moves it forward to run the portfolio day by day; each date in between is closed in order.
 */
export const businessDateForm = z.strictObject({ business_date: isoDate() });
export type BusinessDateForm = z.infer<typeof businessDateForm>;

export const businessDateInfo = z.object({
  /** The date the portfolio runs on. */
  business_date: z.string(),
  /** Today in Vietnam by the wall clock. */
  real_date: z.string(),
  offset_days: z.number().int(),
  /** The last business date whose close of business has run, if any. */
  last_closed: z.string().nullable(),
  /** Dates closed by this call (a move forward). */
  closed: z.array(z.string()).optional(),
});
export type BusinessDateInfo = z.infer<typeof businessDateInfo>;
export const businessDateResponse = z.object({ data: businessDateInfo });
