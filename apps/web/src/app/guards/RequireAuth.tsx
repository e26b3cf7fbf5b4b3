import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { messagesOf } from '../../shared/api/api-error.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { loginUrl, passwordChangeDue } from '../../shared/session/redirect.ts';
import { useSession } from '../../shared/session/session.ts';
import { FullPageSpin } from '../pages/FullPageSpin.tsx';

/**
 * Every page other than the public ones needs a signed-in user (spec §6); a user who must
 * change their password is kept on the change-password screen.
 */
export function RequireAuth() {
  const { token, user, loading, error, refetch } = useSession();
  const location = useLocation();
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (!token) return <Navigate to={loginUrl(location.pathname + location.search)} replace />;
  if (loading) return <FullPageSpin />;
  if (!user) {
    // The server could not be reached or failed: the session may still be good, so offer a retry.
    return (
      <Result
        status="500"
        title="500"
        subTitle={messagesOf(error, locale).join(' ')}
        extra={<Button onClick={refetch}>{t('common.error.retry')}</Button>}
      />
    );
  }
  // A one-time password: nothing but the change-password screen until it is changed.
  const due = passwordChangeDue(user);
  if (due && location.pathname !== due) return <Navigate to={due} replace />;
  return <Outlet />;
}
