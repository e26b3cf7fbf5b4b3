import { HOLIDAYS_ACCESS } from '@arflow/domain/access/holidays';
import { type BusinessDateForm, businessDateResponse } from '@arflow/domain/api/business-date';
import { type HolidayForm, holidayListResponse, holidaySaveResponse } from '@arflow/domain/api/holidays';
import { allows } from '@arflow/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { useSession } from '../../shared/session/session.ts';

const keys = { all: ['holidays'] as const, year: (year: number) => ['holidays', year] as const };

/** GET /holidays?year=: the year's days off in date order. */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: keys.year(year),
    queryFn: ({ signal }) => call('/holidays', { signal, query: { year }, schema: holidayListResponse }),
  });
}

/** POST /holidays/form (add) or /holidays/form/{id} (correct). */
export function useSaveHoliday(id?: number) {
  return useRefreshingMutation(keys.all, (body: HolidayForm) =>
    call(id ? `/holidays/form/${id}` : '/holidays/form', {
      method: 'POST',
      body,
      schema: holidaySaveResponse,
    }),
  );
}

/** DELETE /holidays/{id}. */
export function useDeleteHoliday() {
  return useRefreshingMutation(keys.all, (id: number) =>
    call(`/holidays/${id}`, { method: 'DELETE', schema: holidaySaveResponse }),
  );
}

/** Only the funder's administrators change the calendar; the other internal-settings roles read it. */
export function useCanEditHolidays(): boolean {
  return allows(HOLIDAYS_ACCESS.write, useSession().user);
}

/** GET /business-date: the business date, the real date and the last closed date. */
export function useBusinessDate() {
  return useQuery({
    queryKey: ['business-date'],
    queryFn: ({ signal }) => call('/business-date', { signal, schema: businessDateResponse }),
  });
}

/** POST /business-date: move it forward, closing every date in between. */
export function useMoveBusinessDate() {
  return useRefreshingMutation(['business-date'], (body: BusinessDateForm) =>
    call('/business-date', { method: 'POST', body, schema: businessDateResponse }),
  );
}
