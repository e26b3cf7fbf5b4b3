import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import NotFoundPage from '../../app/pages/NotFoundPage.tsx';
import { ApiError } from './api-error.ts';
import { LoadError } from './LoadError.tsx';
import { Loading } from './Loading.tsx';

/** The route's numeric id (`:id` by default); 0 when the address holds no valid id. */
export function useRouteId(param = 'id'): number {
  const id = Number(useParams()[param]);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * A record page before its data, written once for every detail page: an address without a valid
 * id and a 404 show the not-found page, loading a spinner (`<testId>-loading`), any other failure
 * LoadError with Retry (`<testId>-detail-error`). The page returns `view` when there is one and
 * goes on with `data` otherwise:
 *
 *     const loaded = recordState(id, detail, 'sample');
 *     if ('view' in loaded) return loaded.view;
 *     const { data: sample, history, actions } = loaded.data;
 */
export function recordState<T>(
  id: number,
  query: UseQueryResult<T>,
  testId: string,
): { view: ReactElement } | { data: T } {
  if (id <= 0) return { view: <NotFoundPage /> };
  if (query.isPending) return { view: <Loading testId={`${testId}-loading`} /> };
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return { view: <NotFoundPage /> };
    return {
      view: (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          testId={`${testId}-detail-error`}
        />
      ),
    };
  }
  return { data: query.data };
}
