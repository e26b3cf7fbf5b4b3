import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * /silent-renew, opened in a hidden frame by flow.ts before the access token ends: it redeems the
 * provider's new code (the session token changes in every tab through localStorage) and tells
 * the window that opened it, successful or not.
 */
export default function SilentRenewPage() {
  const { t } = useTranslation();
  useEffect(() => {
    const tell = () => window.parent.postMessage({ type: 'arflow.silent-renew' }, window.location.origin);
    import('./flow.ts')
      .then((flow) => flow.completeSignIn(new URL(window.location.href), '/silent-renew'))
      .then(tell, tell);
  }, []);
  return <p data-testid="silent-renew">{t('sso.callback.renewing')}</p>;
}
