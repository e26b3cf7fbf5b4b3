import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/Providers.tsx';
import { router } from './app/router.tsx';
import { reloadOnce } from './app/routes/reload-guard.ts';
import { i18n, initI18n } from './i18n/index.ts';
import { configureClient } from './shared/api/client.ts';
import { readLocale } from './shared/locale/locale.ts';
import { applyLocale } from './shared/locale/useLocale.ts';
import { getToken } from './shared/session/token-store.ts';
import './styles.css';

const locale = readLocale();
initI18n(locale);
applyLocale(locale);
configureClient({ token: getToken, locale: () => (i18n.language === 'en' ? 'en' : 'vi') });

// A preloaded chunk of a replaced deployment fails here before the lazy route sees it.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Providers>
      {/* Router updates outside transitions: a transition holds back a commit whose new page
          boundary suspends, so the frame waited for the page's chunks (app/router.tsx). */}
      <RouterProvider router={router} useTransitions={false} />
    </Providers>
  </StrictMode>,
);
