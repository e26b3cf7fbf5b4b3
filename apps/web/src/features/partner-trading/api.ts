import { sortColumnsOf } from '@arflow/domain/api/paging';
import {
  PARTNER_TRADING_COLUMNS,
  type PartnerTradingListBody,
  partnerTradingListResponse,
  partnerTradingSummaryResponse,
} from '@arflow/domain/api/partner-trading';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { postList } from '../../shared/list/list-request.ts';
import type { ListOptions, ListState } from '../../shared/list/list-state.ts';

type Filter = keyof PartnerTradingListBody['search_condition'] & string;
/** The partner table's URL state: its filters and the figures it sorts on. */
export const TRADING_LIST = {
  filters: ['keyword', 'partner_kind', 'partner_form'],
  sortColumns: sortColumnsOf(PARTNER_TRADING_COLUMNS),
} as const satisfies ListOptions<Filter>;
export type TradingFilter = (typeof TRADING_LIST.filters)[number];

const ALL = ['partner-trading'] as const;

/** POST /partner-trading/list for a list state (the table and its Excel export). */
export const tradingRequest = postList<TradingFilter>('/partner-trading/list');

export function useTradingRows(state: ListState<TradingFilter>) {
  const { path, body } = tradingRequest(state);
  return useQuery({
    queryKey: [...ALL, 'list', body],
    queryFn: ({ signal }) => call(path, { method: 'POST', signal, body, schema: partnerTradingListResponse }),
    placeholderData: keepPreviousData,
  });
}

/** The ten partners the funder owes most, for the overview's chart. */
export function useTopOutstanding() {
  const body = { page_size: 10, sort_column: 'outstanding_amount', sort_direction: 'DESC' };
  return useQuery({
    queryKey: [...ALL, 'top'],
    queryFn: ({ signal }) =>
      call('/partner-trading/list', { method: 'POST', signal, body, schema: partnerTradingListResponse }),
  });
}

/** POST /partner-trading/summary: every partner's figures summed. */
export function useTradingSummary() {
  return useQuery({
    queryKey: [...ALL, 'summary'],
    queryFn: ({ signal }) =>
      call('/partner-trading/summary', {
        method: 'POST',
        signal,
        body: {},
        schema: partnerTradingSummaryResponse,
      }),
  });
}
