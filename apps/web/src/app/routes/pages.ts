import type { Screen } from '@arflow/domain/screens';
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

/** Screens that have their real page; each import is its own lazy chunk. */
const BY_PATH: Record<string, PageLoader> = {
  '/': () => import('../../features/auth/LoginPage.tsx'),
  '/sample': () => import('../../features/sample/SampleListPage.tsx'),
  '/sample/add': () => import('../../features/sample/SampleAddPage.tsx'),
  '/sample/:id': () => import('../../features/sample/SampleDetailPage.tsx'),
};

/** Pages shared by every area, matched by the end of the screen path. */
const BY_SUFFIX: ReadonlyArray<readonly [RegExp, PageLoader]> = [
  [/\/(profile|setup)\/account-info$/, () => import('../../features/account/AccountInfoPage.tsx')],
  [/\/(profile|setup)\/change-password$/, () => import('../../features/account/ChangePasswordPage.tsx')],
];

const beingBuilt: PageLoader = () => import('../pages/BeingBuiltPage.tsx');

/** The lazy page of a screen; a screen without its module yet shows the being-built page. */
export function pageOf(screen: Screen): PageLoader {
  return BY_PATH[screen.path] ?? BY_SUFFIX.find(([re]) => re.test(screen.path))?.[1] ?? beingBuilt;
}

export function hasRealPage(screen: Screen): boolean {
  return pageOf(screen) !== beingBuilt;
}
