import type { UseQueryResult } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import NotFoundPage from '../../app/pages/NotFoundPage.tsx';
import { ApiError } from './api-error.ts';
import { LoadError } from './LoadError.tsx';

/** The route's numeric id (`:id` by default); 0 when the address holds no valid id. */
export function useRouteId(param = 'id'): number {
  const id = Number(useParams()[param]);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * A record page before its data: an address without a valid id and a 404 show the not-found
 * page, loading a spinner, any other failure LoadError with Retry; then `children(data)`. Every
 * detail page repeated these states; they are written once here.
 */
export function RecordView<T>(props: {
  id: number;
  query: UseQueryResult<T>;
  /** Prefix of the spinner's and the error's test ids (`<testId>-loading`, `<testId>-detail-error`). */
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { id, query, testId } = props;
  if (id <= 0) return <NotFoundPage />;
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('common.status.loading')}>
        <Spin data-testid={`${testId}-loading`} />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
    return (
      <LoadError error={query.error} onRetry={() => void query.refetch()} testId={`${testId}-detail-error`} />
    );
  }
  return <>{props.children(query.data)}</>;
}
