import { PARTNER_TRADING_ACCESS as A } from '@arflow/domain/access/partner-trading';
import {
  PARTNER_TRADING_COLUMNS,
  partnerTradingListBody,
  partnerTradingListResponse,
  partnerTradingSummaryBody,
  partnerTradingSummaryResponse,
} from '@arflow/domain/api/partner-trading';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { listRoute } from '../../platform/lists/list-route.ts';
import { findPartnerTrading, summarizePartnerTrading } from './find-partner-trading.ts';

const tags = ['partner-trading'];

/** The funder's trading with its partners (spec §2 partner-trading and table-partner; decision 0109). */
export function partnerTradingRoutes(app: ZodApp, { db }: ModuleDeps): void {
  app.post(
    '/partner-trading/list',
    listRoute({
      tags,
      summary:
        'List the partners with what each funded, guaranteed, referred and lent, and what is outstanding (paged)',
      access: A.read,
      list: { columns: PARTNER_TRADING_COLUMNS, file: 'giao-dich-doi-tac' },
      body: partnerTradingListBody,
      response: partnerTradingListResponse,
    }),
    (req) => findPartnerTrading({ db, body: req.body }),
  );
  app.post(
    '/partner-trading/summary',
    routeOptions({
      tags,
      summary: 'The partner trading figures summed over the partners the filters keep',
      access: A.read,
      body: partnerTradingSummaryBody,
      response: partnerTradingSummaryResponse,
    }),
    async (req) => ({ data: await summarizePartnerTrading({ db, body: req.body }) }),
  );
}
