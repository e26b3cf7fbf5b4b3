import type { Access } from './permissions.ts';
import type { Text } from './text.ts';

// The shapes of the portal's screens, apart from the screen list (screens.ts) so the module
// manifest's helpers (modules/define.ts) can name them without importing the list that gathers them.

/** Portal areas: one per enterprise type (spec §2), plus public pages. */
export const AREAS = ['public', 'fun', 'buy', 'sup', 'indsup', 'partner'] as const;
export type Area = (typeof AREAS)[number];

/** A popup or sub-view shown inside a page (spec §2 lists them as `page#view`). */
export interface ScreenView {
  key: string;
  title: Text;
}

/**
 * One screen of spec §2: a route pattern in React Router syntax ('/fun/buyer/:id',
 * optional segments as ':id?'), its area, its title and who may open it.
 */
export interface Screen {
  path: string;
  area: Area;
  title: Text;
  access: Access;
  /** Popups and sub-views of this page: not routes of their own. */
  views?: readonly ScreenView[];
  /** A module's screen the spec's inventory lacks, designed where it is silent (decision records). */
  designed?: true;
}

/** A route that only forwards to another one (the login redirect targets of spec §2). */
export interface Redirect {
  from: string;
  to: string;
}
