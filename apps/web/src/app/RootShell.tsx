import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useText } from '../shared/hooks/useText.ts';
import { NavigationProgress } from './NavigationProgress.tsx';
import { useCurrentScreen } from './routes/useCurrentScreen.ts';

/** A route that is no spec screen (the not-found page) names its window title by an i18n key. */
function useTitleKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (typeof handle === 'object' && handle !== null && 'titleKey' in handle) {
      return String(handle.titleKey);
    }
  }
  return undefined;
}

/** The root route: progress bar, scroll restoration and the window title of every page. */
export function RootShell() {
  const screen = useCurrentScreen();
  const titleKey = useTitleKey();
  const show = useText();
  const { t } = useTranslation();
  const name = screen ? show(screen.title) : titleKey ? t(titleKey) : undefined;
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
