import { COLLECTIONS_ACCESS } from '@arflow/domain/access/collections';
import {
  COLLECTION_SORT_COLUMNS,
  type CollectionView,
  collectionDetailResponse,
  collectionListResponse,
  type WriteOffBody,
} from '@arflow/domain/api/collections';
import { allows } from '@arflow/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import type { ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useSession } from '../../shared/session/session.ts';
import { paymentsList, useListCall } from './api.ts';

const keys = { all: ['collections'] as const };

export const COLLECTION_LIST = {
  filters: ['view', 'trans_code', 'inv_no', 'sup_name', 'buy_name', 'maturity_from', 'maturity_to'],
  sortColumns: COLLECTION_SORT_COLUMNS,
} as const satisfies ListOptions<string>;
export type CollectionFilter = (typeof COLLECTION_LIST.filters)[number];

/** POST /debt-overdue/{view}: the tab in the URL's `view`, overdue by default (and its export). */
export function collectionsRequest(state: ListState<CollectionFilter>) {
  const view = (state.filters.view as CollectionView | undefined) ?? 'overdue';
  return paymentsList<CollectionFilter>(`/debt-overdue/${view}`, 'view')(state);
}

export function useCollections(state: ListState<CollectionFilter>) {
  return useListCall([...keys.all, state], collectionsRequest(state), collectionListResponse);
}

/** GET /debt-collection/{id}: the receivable, its payments, timeline and actions. */
export function useCollection(id: number) {
  return useQuery({
    queryKey: [...keys.all, 'detail', id],
    queryFn: ({ signal }) => call(`/debt-collection/${id}`, { signal, schema: collectionDetailResponse }),
    enabled: id > 0,
  });
}

/** POST /debt-collection/{id}/write-off. */
export function useWriteOff(id: number) {
  return useRefreshingMutation(keys.all, (body: WriteOffBody) =>
    call(`/debt-collection/${id}/write-off`, { method: 'POST', body, schema: collectionDetailResponse }),
  );
}

export function useCanCollect(): boolean {
  return allows(COLLECTIONS_ACCESS.collect, useSession().user);
}
