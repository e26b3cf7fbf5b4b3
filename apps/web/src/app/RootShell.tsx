import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useText } from '../shared/hooks/useText.ts';
import { NavigationProgress } from './NavigationProgress.tsx';
import { useCurrentScreen } from './routes/useCurrentScreen.ts';

/** The one route that is no spec screen: the not-found page (its handle says so). */
function useNotFound(): boolean {
  return useMatches().some(
    (m) => typeof m.handle === 'object' && m.handle !== null && 'notFound' in m.handle,
  );
}

/** The root route: progress bar, scroll restoration and the window title of every page. */
export function RootShell() {
  const screen = useCurrentScreen();
  const notFound = useNotFound();
  const show = useText();
  const { t } = useTranslation();
  const name = screen ? show(screen.title) : notFound ? t('common.notFound.title') : undefined;
  const title = name ? `${name} · ARFlow` : 'ARFlow';
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
