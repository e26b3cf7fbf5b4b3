import { POINTS_ACCESS } from '@arflow/domain/access/points';
import {
  type PointSettingForm,
  pointSettingResponse,
  totalPointResponse,
  type VoucherCategoryForm,
  voucherCategoryResponse,
  voucherRequestResponse,
} from '@arflow/domain/api/points';
import { allows } from '@arflow/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import type { ListRequest } from '../../shared/list/list-request.ts';
import { useSession } from '../../shared/session/session.ts';
import { useCallList } from '../../shared/widgets/CallTable.tsx';

/** Every points query lives under this key: a write reloads them all. */
const ALL = ['points'] as const;
export const POINTS_AREA = ALL;

/** One page of a points list for its request (GET query or POST body), checked against its schema. */
export const usePointsList = <S extends z.ZodType>(request: ListRequest, schema: S) =>
  useCallList(ALL, request, schema);

export const useTotalPoints = (entId: number | undefined) =>
  useQuery({
    queryKey: [...ALL, 'total', entId],
    enabled: entId !== undefined,
    queryFn: ({ signal }) => call(`/point/${entId}/totalpoint`, { signal, schema: totalPointResponse }),
  });

export const usePointSetting = () =>
  useQuery({
    queryKey: [...ALL, 'setting'],
    queryFn: ({ signal }) => call('/point/pointsetting', { signal, schema: pointSettingResponse }),
  });

export const useSaveSetting = () =>
  useRefreshingMutation(ALL, (body: PointSettingForm) =>
    call('/point/pointsetting', { method: 'POST', body, schema: pointSettingResponse }),
  );

/** POST /point/categoryvoucher/form (new) or /form/{id}. */
export const useSaveCategory = (id?: number) =>
  useRefreshingMutation(ALL, (body: VoucherCategoryForm) =>
    call(id ? `/point/categoryvoucher/form/${id}` : '/point/categoryvoucher/form', {
      method: 'POST',
      body,
      schema: voucherCategoryResponse,
    }),
  );

export const useRedeem = () =>
  useRefreshingMutation(ALL, (category_id: number) =>
    call('/point/requestredeempoint', {
      method: 'POST',
      body: { category_id },
      schema: voucherRequestResponse,
    }),
  );

/** The funder's answer to a request; the server's transition table decides whether it may. */
export const useAnswerRequest = () =>
  useRefreshingMutation(
    ALL,
    ({ id, action, reason }: { id: number; action: 'approve' | 'reject'; reason?: string }) =>
      call(`/point/requestvoucher/${id}/${action}`, {
        method: 'POST',
        body: action === 'reject' ? { reason } : {},
        schema: voucherRequestResponse,
      }),
  );

export function usePointsRights() {
  const { user } = useSession();
  return { manage: allows(POINTS_ACCESS.manage, user), entId: user?.ent_id };
}
