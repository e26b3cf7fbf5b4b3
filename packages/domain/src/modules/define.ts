import type { Access } from '../permissions.ts';
import type { Area, Screen, ScreenView } from '../screens.ts';
import { type Text, text } from '../text.ts';

/** An entry of the error catalogue: its HTTP status and its text in both languages. */
export interface ErrorDef {
  status: number;
  text: Text;
}

/** One error, stated on one line: `HOLIDAY_TAKEN: err(422, 'Ngày này …', 'This date …')`. */
export const err = (status: number, vi: string, en: string): ErrorDef => ({ status, text: text(vi, en) });

/** A popup or sub-view of a page: key, Vietnamese and English title. */
export type ViewDef = readonly [key: string, vi: string, en: string];

export const views = (defs: readonly ViewDef[]): readonly ScreenView[] =>
  defs.map(([key, vi, en]) => ({ key, title: text(vi, en) }));

/** A screen as a table row: path (after the table's prefix), titles, and its views if any. */
export type ScreenRow = readonly [path: string, vi: string, en: string, viewDefs?: readonly ViewDef[]];

/**
 * The screens of one table: one area, one access, paths under one prefix; `designed` says why
 * screens the spec's inventory lacks exist (screens.test.ts accepts them for that).
 */
export function screens(
  area: Area,
  access: Access,
  prefix: string,
  rows: readonly ScreenRow[],
  designed?: string,
): Screen[] {
  return rows.map(([path, vi, en, viewDefs]) => {
    const s: Screen = { path: `${prefix}${path}`, area, title: text(vi, en), access };
    const withViews = viewDefs ? { ...s, views: views(viewDefs) } : s;
    return designed ? { ...withViews, designed } : withViews;
  });
}

/**
 * A module's line in a left menu: a leaf for one of the portal's screens, placed under `parent`
 * (a group's key, or an area such as 'fun' for a top-level line) at `order` among its siblings.
 * The shell's own lines stand at 10, 20, 30… in the order menus.ts writes them, so a module's
 * line at 25 sits between the second and the third, and no central menu needs editing.
 */
export interface MenuEntry {
  parent: string;
  order: number;
  key: string;
  path: string;
  /** The screen's title when absent. */
  label?: Text;
  icon?: string;
}

/**
 * What a business area owns in the domain package beyond its schemas, statuses and workflows. Its
 * route permissions stay in `access/<area>.ts` (same name as its folder; modules.test.ts checks):
 * some sixty server and web files import them there, and listing them here would put every
 * access table, with the workflows they read, in the portal's first load.
 */
export interface DomainModule<E extends Record<string, ErrorDef> = Record<string, ErrorDef>> {
  name: string;
  /**
   * Its business errors (spec §8 codes it alone raises), loaded by the catalogue (errors.ts) as it
   * starts: the portal, which gathers the screens and menus from the same list, never fetches them.
   */
  errors: () => Promise<{ errors: E }>;
  /** Its screens; the ones the spec's inventory lacks say why in `designed`. */
  screens: readonly Screen[];
  menu: readonly MenuEntry[];
}

/** A domain module with its error codes kept as literal keys, so `ErrorCode` lists them. */
export function defineDomainModule<const E extends Record<string, ErrorDef> = Record<never, ErrorDef>>(m: {
  name: string;
  errors?: () => Promise<{ errors: E }>;
  screens?: readonly Screen[];
  menu?: readonly MenuEntry[];
}): DomainModule<E> {
  const { name, errors = async () => ({ errors: {} as E }), screens = [], menu = [] } = m;
  return { name, errors, screens, menu };
}
