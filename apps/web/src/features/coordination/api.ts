import {
  type CoordinationKind,
  noticeResponse,
  partnerPaymentDetail,
  programActiveResponse,
} from '@arflow/domain/api/coordination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type ResponseSchema } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';

const all = ['coordination'] as const;

/** One page of a coordination list (a POST list of spec §3): `body` is the paging and search_condition. */
export function useCoordList<T>(path: string, body: object, schema: ResponseSchema<T>) {
  return useQuery({
    queryKey: [...all, 'list', path, body],
    queryFn: ({ signal }) => call(path, { method: 'POST', body, signal, schema }),
    placeholderData: keepPreviousData,
  });
}

const prefix = (kind: CoordinationKind) =>
  kind === 'FUNDING' ? '/funding-coordination' : '/guarantee-coordination';

/** The programme in force and its structure: the partner's own, or the one funder staff name. */
export function useActiveProgram(kind: CoordinationKind, partnerId?: number) {
  const body = partnerId ? { partner_id: partnerId } : {};
  return useQuery({
    queryKey: [...all, 'active', kind, body],
    queryFn: ({ signal }) =>
      call(`${prefix(kind)}/program-config/active`, {
        method: 'POST',
        body,
        signal,
        schema: programActiveResponse,
      }),
  });
}

/** One notice with what the signed-in user may do to it (the workflow's actions). */
export function useNotice(id: number | null) {
  return useQuery({
    queryKey: [...all, 'notice', id],
    queryFn: ({ signal }) => call(`/partner-notice/${id}`, { signal, schema: noticeResponse }),
    enabled: id !== null,
  });
}

/** A notice's step: /partner-notice/{id}/… or /guarantee-notice/{id}/… as its kind has it. */
export function useNoticeAction() {
  return useRefreshingMutation(
    all,
    (o: { base: '/partner-notice' | '/guarantee-notice'; id: number; action: string; reason?: string }) =>
      call(`${o.base}/${o.id}/${o.action}`, {
        method: 'POST',
        body: o.reason ? { reason: o.reason } : {},
        schema: noticeResponse,
      }),
  );
}

/** CreateFundingNotice: ask the transaction's chosen funding partner to fund its share. */
export function useCreateFundingNotice() {
  return useRefreshingMutation(all, (trans_id: number) =>
    call('/partner-payment/funding/create-notice', {
      method: 'POST',
      body: { trans_id },
      schema: noticeResponse,
    }),
  );
}

/**
 * A payment notice on an applied funding request or a disbursed guarantee (decision 0097), priced
 * to `end_date` (the request's own end when none).
 */
export function useCreatePaymentNotice() {
  return useRefreshingMutation(all, (o: { guarantee: boolean; notice_id: number; end_date?: string }) =>
    call(`/partner-payment/${o.guarantee ? 'guarantee' : 'funding'}/create-payment-notice`, {
      method: 'POST',
      body: { notice_id: o.notice_id, ...(o.end_date ? { end_date: o.end_date } : {}) },
      schema: noticeResponse,
    }),
  );
}

/** ChangeFundingNotice: withdraw a request the partner has not applied and send it again (decision 0116). */
export function useChangeFundingNotice() {
  return useRefreshingMutation(all, (body: { notice_id: number; reason: string }) =>
    call('/partner-payment/funding/change-notice', { method: 'POST', body, schema: noticeResponse }),
  );
}

/** A partner's payments page: the partner, its programmes in force and the caller's notice flags. */
export function usePartnerPayment(id: number) {
  return useQuery({
    queryKey: [...all, 'partner', id],
    queryFn: ({ signal }) => call(`/partner-payment/partner/${id}`, { signal, schema: partnerPaymentDetail }),
  });
}
