import { Alert, Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REDIRECT_PARAM } from '../../shared/session/redirect.ts';

/**
 * /signin-callback: the provider sends the browser back here with a code; redeemed, the user
 * goes on to the safe path the flow started from (the sign-in page's guard picks the home).
 */
export default function SigninCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('./flow.ts')
      .then((flow) => flow.completeSignIn(new URL(window.location.href), '/signin-callback'))
      .then((redirect) => {
        if (!live) return;
        const to = redirect === '/' ? '/' : `/?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}`;
        navigate(to, { replace: true });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [navigate]);
  if (!failed) return <Spin tip={t('sso.callback.signingIn')} data-testid="signin-callback" />;
  return (
    <Alert
      type="error"
      data-testid="signin-callback-failed"
      title={t('sso.callback.failed')}
      action={<Button href="/">{t('sso.callback.toLogin')}</Button>}
    />
  );
}
