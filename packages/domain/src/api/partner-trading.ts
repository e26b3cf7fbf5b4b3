import { z } from 'zod';
import { PARTNER_KINDS } from '../enterprises.ts';
import { keyedNames } from '../names.ts';
import { PARTNER_FORMS } from '../statuses/company.ts';
import { optionalText } from '../validation.ts';
import { listColumns, pagedBody, pagedResponse, sortColumnsOf } from './paging.ts';

/** The partner kinds in this module's own texts: its page loads no other module's namespace. */
const TRADING_KIND_NAMES = keyedNames('partnerTrading.kinds', PARTNER_KINDS);

/**
 * The funder's trading with its partners (spec §2 /fun/partner-trading and table-partner, §6
 * "Partner trading"; decision 0109): per partner what it funded, guaranteed, referred and lent,
 * and what is still outstanding between the funder and it. Every figure is an SQL aggregate over
 * the partner's notices, commissions and loans.
 */
export const partnerTradingItem = z.object({
  /** The partner's company id. */
  id: z.number().int(),
  partner_code: z.string(),
  partner_name: z.string(),
  partner_kind: z.enum(PARTNER_KINDS).nullable(),
  partner_form: z.enum(PARTNER_FORMS).nullable(),
  /** Funding requests the partner applied: its share of the advances it funded. */
  funded_amount: z.number().int(),
  /** Guarantee requests disbursed: the advances it guaranteed. */
  guaranteed_amount: z.number().int(),
  /** The funded amount of the transactions of the companies it referred (its commissions' base). */
  referred_amount: z.number().int(),
  /** Its loans whose money went out. */
  lent_amount: z.number().int(),
  /** Owed to the partner today: funding not yet paid back, loans not settled, commission unpaid. */
  outstanding_amount: z.number().int(),
});
export type PartnerTradingItem = z.infer<typeof partnerTradingItem>;

const f = <K extends string>(key: K) => `partnerTrading.fields.${key}` as const;

export const PARTNER_TRADING_COLUMNS = listColumns<PartnerTradingItem>()([
  { key: 'partner_code', label: f('partner_code'), sort: true },
  { key: 'partner_name', label: f('partner_name'), sort: true },
  { key: 'partner_kind', label: 'partnerTrading.fields.partner_kind', names: TRADING_KIND_NAMES },
  { key: 'funded_amount', label: f('funded_amount'), kind: 'money', sort: true },
  { key: 'guaranteed_amount', label: f('guaranteed_amount'), kind: 'money', sort: true },
  { key: 'referred_amount', label: f('referred_amount'), kind: 'money', sort: true },
  { key: 'lent_amount', label: f('lent_amount'), kind: 'money', sort: true },
  { key: 'outstanding_amount', label: f('outstanding_amount'), kind: 'money', sort: true },
]);

const filters = {
  keyword: optionalText(100),
  partner_kind: z.enum(PARTNER_KINDS).optional(),
  partner_form: z.enum(PARTNER_FORMS).optional(),
};
/** POST /partner-trading/list: the partner table, paged and sorted by any figure. */
export const partnerTradingListBody = pagedBody(filters, sortColumnsOf(PARTNER_TRADING_COLUMNS));
export type PartnerTradingListBody = z.infer<typeof partnerTradingListBody>;
export const partnerTradingListResponse = pagedResponse(partnerTradingItem);

/** POST /partner-trading/summary: the same figures summed over the partners the filters keep. */
export const partnerTradingSummaryBody = z.strictObject({
  search_condition: z.strictObject(filters).default({} as never),
});
export const PARTNER_TRADING_FIGURES = [
  'funded_amount',
  'guaranteed_amount',
  'referred_amount',
  'lent_amount',
  'outstanding_amount',
] as const;
export const partnerTradingSummaryResponse = z.object({
  data: z.object({
    partners: z.number().int(),
    funded_amount: z.number().int(),
    guaranteed_amount: z.number().int(),
    referred_amount: z.number().int(),
    lent_amount: z.number().int(),
    outstanding_amount: z.number().int(),
  }),
});
export type PartnerTradingSummary = z.infer<typeof partnerTradingSummaryResponse>['data'];
