import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearSession } from '../../shared/session/session.ts';

/** /signout-callback: the provider has ended its session; this browser forgets its own too. */
export default function SignoutCallbackPage() {
  const { t } = useTranslation();
  const clear = useClearSession();
  useEffect(() => clear(), [clear]);
  return (
    <Result
      status="success"
      data-testid="signout-callback"
      title={t('sso.callback.signedOut')}
      extra={<Button href="/">{t('sso.callback.toLogin')}</Button>}
    />
  );
}
