import type { ComponentType } from 'react';

/** A lazy page: each import is its own chunk, loaded when its route is first visited. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * How a public screen is framed: the portal frame (header, menu) like the sample screens, or
 * the register frame of the sign-up pages; the sign-in page is `guest` (signed-in users leave).
 * Screens of a portal area always take the portal frame behind the sign-in and area guards.
 */
export type PublicFrame = 'guest' | 'register' | 'portal';

export interface ModulePage {
  /** The spec screen's route path, exactly as packages/domain/src/screens.ts writes it. */
  screen: string;
  load: PageLoader;
  /** Only for public screens; default 'register'. */
  frame?: PublicFrame;
}

/** The texts of a module: one i18next namespace, loaded with the module's first page. */
export interface ModuleTexts<NS extends string, T> {
  ns: NS;
  vi: () => Promise<{ default: T }>;
  en: () => Promise<{ default: unknown }>;
}

/**
 * One web module (react-admin's resource, in spirit): its pages and its texts. The router,
 * the page table and the i18n types are built from the list in features/index.ts, so a new
 * module is its folder plus one line there.
 */
export interface WebModule<NS extends string = string, T = unknown> {
  name: string;
  /**
   * The spec screens this module answers for: a path prefix ('/sample' owns '/sample' and
   * '/sample/…') or a pattern. pages.test.ts fails when one of them has no page here.
   */
  owns: string | RegExp;
  pages: readonly ModulePage[];
  texts?: ModuleTexts<NS, T>;
}

export function defineWebModule<const NS extends string, T>(module: WebModule<NS, T>): WebModule<NS, T> {
  return module;
}

/** Whether a screen path belongs to a module (see `owns`). */
export function owns(module: Pick<WebModule, 'owns'>, path: string): boolean {
  const o = module.owns;
  return typeof o === 'string' ? path === o || path.startsWith(`${o}/`) : o.test(path);
}

type TextsOf<M> =
  M extends WebModule<infer NS, infer T> ? (string extends NS ? never : { [K in NS]: T }) : never;
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The namespaces and Vietnamese texts of a module list, for i18next's typed keys. */
export type ModuleResources<L extends readonly WebModule<string, unknown>[]> = Intersect<TextsOf<L[number]>>;
