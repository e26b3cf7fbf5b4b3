import type { Access } from './permissions.ts';
import type { Text } from './text.ts';

/** Portal areas: one per enterprise type (spec §2), plus public pages. */
export const AREAS = ['public', 'fun', 'buy', 'sup', 'indsup', 'partner'] as const;
export type Area = (typeof AREAS)[number];

/**
 * One screen of spec §2: a route pattern in React Router syntax ('/fun/buyer/:id',
 * optional segments as ':id?'), its area, its title and who may open it.
 */
export interface Screen {
  path: string;
  area: Area;
  title: Text;
  access: Access;
}

// SCREENS (every route of spec §2) is filled in below.
