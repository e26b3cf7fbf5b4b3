import type { Access } from '../permissions.ts';
import type { Area, Screen, ScreenView } from '../screen.ts';
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
 * The screens of one table: one area, one access, paths under one prefix; `designed` marks screens
 * the spec's inventory lacks, each with a decision record saying why (screens.test.ts accepts them).
 */
export function screens(
  area: Area,
  access: Access,
  prefix: string,
  rows: readonly ScreenRow[],
  designed?: true,
): Screen[] {
  return rows.map(([path, vi, en, viewDefs]) => ({
    path: `${prefix}${path}`,
    area,
    title: text(vi, en),
    access,
    ...(viewDefs && { views: views(viewDefs) }),
    ...(designed && { designed }),
  }));
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
  path: string;
  /** `parent` + '.' + the path's last segment when absent ('fun.internal.holidays'). */
  key?: string;
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
export interface DomainModule<E extends Record<string, ErrorDef> = Record<never, ErrorDef>> {
  /**
   * When its folder has business errors (`errors.ts` exporting `errors`: spec §8 codes only it
   * raises): `() => import('./errors.ts')` in its index.ts. A function, so the portal, which
   * gathers screens and menus from the manifest, never loads them (the bundler leaves them in a
   * chunk nobody asks for), while the catalogue (errors.ts) imports them all as it loads; a literal
   * path, so the server bundles like any other import. Their type comes in as
   * `DomainModule<typeof errors>` so that `ErrorCode` lists their codes.
   */
  errors?: () => Promise<{ errors: Record<string, ErrorDef> }>;
  /** Type only: the codes of its errors.ts. */
  readonly codes?: E;
  /** Its screens; the ones the spec's inventory lacks are `designed`. */
  screens?: readonly Screen[];
  menu?: readonly MenuEntry[];
}
