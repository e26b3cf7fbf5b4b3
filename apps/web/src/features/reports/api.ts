import {
  buyerDiscountResponse,
  clientPartnerResponse,
  monthlyLoanResponse,
  monthlyReportResponse,
  referralCommissionResponse,
  resourceMoneyResponse,
  revenueResponse,
} from '@arflow/domain/api/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../shared/api/client.ts';

/** The year reports, each by its path under /report-management and its answer's schema. */
export const YEAR_REPORTS = {
  'monthly-report': monthlyReportResponse,
  'monthly-loans': monthlyLoanResponse,
  'financial-revenue': revenueResponse,
  'resource-money': resourceMoneyResponse,
} as const;
export type YearReportPath = keyof typeof YEAR_REPORTS;

const post = (body: unknown) => ({ method: 'POST' as const, body });

export function useYearReport<P extends YearReportPath>(path: P, year: number) {
  // One path's schema: indexing the table by a type parameter would give their union.
  const schema = YEAR_REPORTS[path] as unknown as z.ZodType<z.infer<(typeof YEAR_REPORTS)[P]>>;
  return useQuery({
    queryKey: ['reports', path, year],
    queryFn: ({ signal }) =>
      call(`/report-management/${path}`, {
        ...post({ search_condition: { year } }),
        signal,
        schema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A period report's body as a page builds it; the server checks the sort column against its list. */
export interface PeriodListBody {
  search_condition: { from_date?: string; to_date?: string };
  page_number: number;
  page_size: number;
  sort_column?: string;
  sort_direction: 'ASC' | 'DESC';
}

/** The period reports, each by its path under /report-management and its answer's schema. */
export const PERIOD_REPORTS = {
  'buyer-discount': buyerDiscountResponse,
  'referral-commission': referralCommissionResponse,
} as const;
export type PeriodReportPath = keyof typeof PERIOD_REPORTS;

export function usePeriodReport<P extends PeriodReportPath>(path: P, body: PeriodListBody) {
  // One path's schema, as in useYearReport.
  const schema = PERIOD_REPORTS[path] as unknown as z.ZodType<z.infer<(typeof PERIOD_REPORTS)[P]>>;
  return useQuery({
    queryKey: ['reports', path, body],
    queryFn: ({ signal }) => call(`/report-management/${path}`, { ...post(body), signal, schema }),
    placeholderData: keepPreviousData,
  });
}

export function useClientPartner(period: { from_date?: string; to_date?: string }) {
  return useQuery({
    queryKey: ['reports', 'client-partner', period],
    queryFn: ({ signal }) =>
      call('/report-management/client-partner', {
        ...post({ search_condition: period }),
        signal,
        schema: clientPartnerResponse,
      }),
    placeholderData: keepPreviousData,
  });
}
