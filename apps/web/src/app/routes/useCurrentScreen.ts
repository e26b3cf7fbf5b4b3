import type { Screen } from '@arflow/domain/screens';
import { useMatches } from 'react-router';

export interface ScreenHandle {
  screen: Screen;
}

function hasScreen(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'screen' in handle;
}

/** The spec screen of the deepest matched route (set as the route's handle by the router). */
export function useCurrentScreen(): Screen | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (hasScreen(handle)) return handle.screen;
  }
  return undefined;
}
