import { type Area, REDIRECTS, SCREENS, type Screen } from '@arflow/domain/screens';
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadModuleTexts } from '../i18n/index.ts';
import type { PublicFrame } from '../shared/module/web-module.ts';
import { AreaGuard } from './guards/AreaGuard.tsx';
import { GuestOnly } from './guards/GuestOnly.tsx';
import AuthLayout from './layouts/AuthLayout.tsx';
import ErrorPage from './pages/ErrorPage.tsx';
import { FullPageSpin } from './pages/FullPageSpin.tsx';
import { RootShell } from './RootShell.tsx';
import type { ScreenPage } from './routes/page-table.ts';
import { publicPageOf } from './routes/public-pages.ts';
import { loadChunk } from './routes/reload-guard.ts';

const PORTAL_AREAS = ['fun', 'buy', 'sup', 'indsup', 'partner'] as const satisfies readonly Area[];

/**
 * A layout or guard the sign-in page does not show: its own chunk, fetched with the first route
 * that needs it, so the sign-in page's first load stays within its budget (docs/architecture.md).
 */
function lazyComponent(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await loadChunk(load)).default });
}
const DefaultLayout = lazyComponent(() => import('./layouts/DefaultLayout.tsx'));
const RegisterLayout = lazyComponent(() => import('./layouts/RegisterLayout.tsx'));
const RequireAuth = lazyComponent(() =>
  import('./guards/RequireAuth.tsx').then((m) => ({ default: m.RequireAuth })),
);
const NotFoundPage = lazyComponent(() => import('./pages/NotFoundPage.tsx'));

/**
 * Resolves once the browser has painted the frame just committed (a hidden tab paints nothing,
 * so it does not wait there): the page's chunks are then fetched and run after the layout is on
 * screen instead of holding back its first paint with their evaluation.
 */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * A screen's route. `page` finds its page: at once for a public screen, and for a portal screen
 * by loading every module's manifest (routes/pages.ts) with the first portal page, so the
 * sign-in page's first load does not grow with each module.
 *
 * The page is a React.lazy inside its own Suspense, not the route's `lazy`: a route's `lazy`
 * holds back the whole match, so the layout (header, menu, footer) painted only once the page's
 * code and texts had arrived. This way the frame paints as soon as its own chunk is in and the
 * page fills in (the list page's LCP, bench/lighthouse.ts). The boundary is keyed by screen so a
 * navigation mounts a new one, whose spinner shows at once instead of the transition holding the
 * old page without a sign.
 */
function screenRoute(screen: Screen, page: () => ScreenPage | Promise<ScreenPage>): RouteObject {
  const Page = lazy(async () => {
    await afterNextPaint();
    const { load, module } = await page();
    // The module's texts arrive with its first page, never in the entry chunk.
    const [chunk] = await Promise.all([loadChunk(load), loadModuleTexts(module)]);
    return chunk;
  });
  return {
    path: screen.path,
    handle: { screen },
    element: (
      <Suspense key={screen.path} fallback={<FullPageSpin />}>
        <Page />
      </Suspense>
    ),
  };
}

const portalPage = (screen: Screen) => async () =>
  (await loadChunk(() => import('./routes/pages.ts'))).pageOf(screen);

/** Public screens in a frame, as their module's manifest places them. */
const publicIn = (frame: PublicFrame) =>
  SCREENS.filter((s) => s.area === 'public' && publicPageOf(s).frame === frame).map((s) =>
    screenRoute(s, () => publicPageOf(s)),
  );

/** The route tree, built from the spec's screen list (packages/domain/screens.ts). */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootShell />,
      errorElement: <ErrorPage />,
      // Shown while the first lazy page of a fresh load arrives.
      hydrateFallbackElement: <FullPageSpin />,
      children: [
        {
          element: <GuestOnly />,
          children: [{ element: <AuthLayout />, children: publicIn('guest') }],
        },
        {
          lazy: RegisterLayout,
          children: [
            {
              errorElement: <ErrorPage />,
              children: publicIn('register'),
            },
          ],
        },
        {
          lazy: DefaultLayout,
          children: [{ errorElement: <ErrorPage />, children: publicIn('portal') }],
        },
        {
          lazy: RequireAuth,
          children: [
            {
              lazy: DefaultLayout,
              children: [
                {
                  errorElement: <ErrorPage />,
                  children: PORTAL_AREAS.map((area) => ({
                    element: <AreaGuard area={area} />,
                    children: SCREENS.filter((s) => s.area === area).map((s) =>
                      screenRoute(s, portalPage(s)),
                    ),
                  })),
                },
              ],
            },
          ],
        },
        ...REDIRECTS.map((r) => ({ path: r.from, element: <Navigate to={r.to} replace /> })),
        { path: '*', lazy: NotFoundPage, handle: { notFound: true } },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());
