import { z } from 'zod';
import { HOME_SECTIONS } from '../home.ts';
import { isoDate } from '../validation.ts';

/**
 * The homes' figures (issue 22): one call per home, each figure a count and, where it is money,
 * an integer VND sum, computed by SQL aggregates over the rows the linked list shows.
 */
const int = () => z.number().int();
const figure = z.object({ count: int(), amount: int() });
export type HomeFigure = z.infer<typeof figure>;

/** A bucket of days: the dates its rows fall on (the list's filter), `from` null when open. */
const bucketFigure = figure.extend({ bucket: z.string(), from: z.string().nullable(), to: z.string() });
export type HomeBucketFigure = z.infer<typeof bucketFigure>;

/** GET /home/funder takes no parameters: the caller's role chooses the sections. */
export const funderHomeQuery = z.strictObject({});

export const funderHomeResponse = z.object({
  today: z.string(),
  sections: z.array(z.enum(HOME_SECTIONS)),
  /** Credit staff: transactions waiting in review by stage, and the review queue by age. */
  review: z
    .object({
      stages: z.array(figure.extend({ list: z.string(), stage: z.string() })),
      ages: z.array(bucketFigure),
    })
    .optional(),
  /** Accounting: early payments to make, and settlements due by today. */
  payments: z
    .object({
      early_unpaid: figure,
      settlement_due: figure.extend({ due_to: z.string() }),
    })
    .optional(),
  /** Collection: overdue and bad debt receivables by days since their due date. */
  collection: z.object({ overdue: z.array(bucketFigure), bad_debt: z.array(bucketFigure) }).optional(),
  /** Relationship staff: buyers by pipeline status, and the limits of the programmes in force. */
  pipeline: z
    .object({
      statuses: z.array(z.object({ status: z.string(), count: int() })),
      groups: z.object({ tiemnang: int(), gianhap: int() }),
      limits: z.object({
        buyers: int(),
        credit_limit: int(),
        standard_limit: int(),
        standard_used: int(),
        early_payment_limit: int(),
        early_payment_used: int(),
      }),
    })
    .optional(),
});
export type FunderHome = z.infer<typeof funderHomeResponse>;

/** GET /home/partner: the week and month shown are those holding `date` (default: today). */
export const partnerHomeQuery = z.strictObject({ date: isoDate().optional() });
export type PartnerHomeQuery = z.infer<typeof partnerHomeQuery>;

const range = z.object({ from: z.string(), to: z.string() });
const limit = z.object({ total: int(), used: int(), available: int() });

export const partnerHomeResponse = z.object({
  today: z.string(),
  date: z.string(),
  week: range,
  month: range,
  /** The partner's programme in force (none: every figure 0, `programme` false). */
  limits: z.object({ programme: z.boolean(), funding: limit, guarantee: limit }),
  /**
   * Per day of the month and of the week (which may run into the next or previous month):
   * receivables the partner funded falling due, and what is still unpaid.
   */
  schedule: z.array(z.object({ date: z.string(), count: int(), amount: int(), unpaid: int() })),
  unpaid: z.object({ week: figure, month: figure }),
});
export type PartnerHome = z.infer<typeof partnerHomeResponse>;
