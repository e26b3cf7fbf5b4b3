import { protocolErrorText as errorText } from '@arflow/domain/protocol-errors';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiError } from '../../shared/api/api-error.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';

export function describe(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) return { status: error.status, message: error.statusText || null };
  if (error instanceof ApiError) return { status: error.status, message: error.messages.join(' ') };
  return { status: 500, message: null };
}

/** The error page's view: status code (default 500) and message; a 404 links home (spec §8). */
export default function ErrorResult() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { status, message } = describe(error);
  const shown = message ?? (status === 404 ? t('common.notFound.message') : errorText('INTERNAL', locale));
  const antStatus = status === 403 || status === 404 ? status : 500;
  return (
    <Result
      data-testid="error-page"
      status={antStatus}
      title={String(status)}
      subTitle={shown}
      extra={
        <>
          <Link to="/">
            <Button type="primary">{t('common.notFound.home')}</Button>
          </Link>
          {status !== 404 && (
            <Button onClick={() => window.location.reload()}>{t('common.error.reload')}</Button>
          )}
        </>
      }
    />
  );
}
