import { type Area, REDIRECTS, SCREENS, type Screen } from '@arflow/domain/screens';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadModuleTexts } from '../i18n/index.ts';
import type { PublicFrame } from '../shared/module/web-module.ts';
import { AreaGuard } from './guards/AreaGuard.tsx';
import { GuestOnly } from './guards/GuestOnly.tsx';
import { RequireAuth } from './guards/RequireAuth.tsx';
import AuthLayout from './layouts/AuthLayout.tsx';
import DefaultLayout from './layouts/DefaultLayout.tsx';
import RegisterLayout from './layouts/RegisterLayout.tsx';
import ErrorPage from './pages/ErrorPage.tsx';
import { FullPageSpin } from './pages/FullPageSpin.tsx';
import NotFoundPage from './pages/NotFoundPage.tsx';
import { RootShell } from './RootShell.tsx';
import { pageOf } from './routes/pages.ts';
import { loadChunk } from './routes/reload-guard.ts';

const PORTAL_AREAS = ['fun', 'buy', 'sup', 'indsup', 'partner'] as const satisfies readonly Area[];

function screenRoute(screen: Screen): RouteObject {
  const page = pageOf(screen);
  return {
    path: screen.path,
    handle: { screen },
    lazy: async () => {
      // The module's texts arrive with its first page, never in the entry chunk.
      const [module] = await Promise.all([loadChunk(page.load), loadModuleTexts(page.module)]);
      return { Component: module.default };
    },
  };
}

/** Public screens in a frame, as their module's manifest places them. */
const publicIn = (frame: PublicFrame) =>
  SCREENS.filter((s) => s.area === 'public' && pageOf(s).frame === frame).map(screenRoute);

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
          element: <RegisterLayout />,
          children: [
            {
              errorElement: <ErrorPage />,
              children: publicIn('register'),
            },
          ],
        },
        {
          element: <DefaultLayout />,
          children: [{ errorElement: <ErrorPage />, children: publicIn('portal') }],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <DefaultLayout />,
              children: [
                {
                  errorElement: <ErrorPage />,
                  children: PORTAL_AREAS.map((area) => ({
                    element: <AreaGuard area={area} />,
                    children: SCREENS.filter((s) => s.area === area).map(screenRoute),
                  })),
                },
              ],
            },
          ],
        },
        ...REDIRECTS.map((r) => ({ path: r.from, element: <Navigate to={r.to} replace /> })),
        { path: '*', element: <NotFoundPage />, handle: { notFound: true } },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());
