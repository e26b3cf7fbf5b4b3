import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useText } from '../shared/hooks/useText.ts';
import { NavigationProgress } from './NavigationProgress.tsx';
import { useCurrentScreen } from './routes/useCurrentScreen.ts';

/** The root route: progress bar, scroll restoration and the window title of every page. */
export function RootShell() {
  const screen = useCurrentScreen();
  const show = useText();
  const title = screen ? `${show(screen.title)} · ARFlow` : 'ARFlow';
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
