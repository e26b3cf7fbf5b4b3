import { protocolErrorText as errorText } from '@arflow/domain/protocol-errors';
import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { FullPageSpin } from './FullPageSpin.tsx';

/** The plain page when even the error view cannot be fetched (the server is gone). */
function PlainError() {
  const { locale } = useLocale();
  const error = useRouteError();
  const status = error instanceof Object && 'status' in error ? String(error.status) : '500';
  return (
    <div data-testid="error-page" style={{ padding: 48, textAlign: 'center' }}>
      <h1>{status}</h1>
      <p>{errorText('INTERNAL', locale)}</p>
      <a href="/">ARFlow</a>
    </div>
  );
}

// antd's Result carries its 403/404/500 pictures: fetched when an error shows, not on every first load.
const ErrorResult = lazy(() => import('./ErrorResult.tsx').catch(() => ({ default: PlainError })));

/** The router's error element (spec §8): the error view, loaded when needed. */
export default function ErrorPage() {
  return (
    <Suspense fallback={<FullPageSpin />}>
      <ErrorResult />
    </Suspense>
  );
}
