import type { Screen } from '@arflow/domain/screens';
import type { ModulePage, PageLoader, PublicFrame, WebModule } from '../../shared/module/web-module.ts';

export interface ScreenPage {
  load: PageLoader;
  /** The module whose texts load with the page; none for the being-built page. */
  module?: WebModule;
  frame: PublicFrame;
}

/** Every page of every module, by screen path; a screen claimed twice is a mistake. */
export function pageTable(
  modules: readonly WebModule[],
): Map<string, { module: WebModule; page: ModulePage }> {
  const table = new Map<string, { module: WebModule; page: ModulePage }>();
  for (const module of modules) {
    for (const page of module.pages) {
      const other = table.get(page.screen);
      if (other) throw new Error(`${page.screen} has a page in ${other.module.name} and ${module.name}`);
      table.set(page.screen, { module, page });
    }
  }
  return table;
}

const beingBuilt: PageLoader = () => import('../pages/BeingBuiltPage.tsx');

/** `pageOf` over a list of modules: a screen without its module yet shows the being-built page. */
export function pagesOf(modules: readonly WebModule[]) {
  const table = pageTable(modules);
  return {
    pageOf(screen: Screen): ScreenPage {
      const found = table.get(screen.path);
      if (!found) return { load: beingBuilt, frame: 'register' };
      return { load: found.page.load, module: found.module, frame: found.page.frame ?? 'register' };
    },
    hasRealPage: (screen: Screen): boolean => table.has(screen.path),
  };
}
