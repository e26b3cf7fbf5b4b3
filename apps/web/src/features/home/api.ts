import { funderHomeResponse, partnerHomeResponse } from '@arflow/domain/api/home';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';

const keys = { funder: ['home', 'funder'] as const, partner: ['home', 'partner'] as const };

/** GET /home/funder: the figures of the signed-in staff member's role. */
export function useFunderHome() {
  return useQuery({
    queryKey: keys.funder,
    queryFn: ({ signal }) => call('/home/funder', { signal, schema: funderHomeResponse }),
  });
}

/** GET /home/partner: limits, and the week and month holding `date` (today without one). */
export function usePartnerHome(date: string | undefined) {
  return useQuery({
    queryKey: [...keys.partner, date ?? null],
    queryFn: ({ signal }) =>
      call('/home/partner', { signal, query: date ? { date } : {}, schema: partnerHomeResponse }),
  });
}
