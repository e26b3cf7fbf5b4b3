import { UI_TIMING } from '@arflow/domain/constants';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

NProgress.configure({ showSpinner: false, trickleSpeed: 200 });

/**
 * Top progress bar while the router loads a page (spec §9): shown only when a navigation takes
 * longer than the throttle, and never longer than the duration, so a stuck load does not leave
 * a bar creeping forever.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    const start = window.setTimeout(() => NProgress.start(), UI_TIMING.progressBarThrottleMs);
    const stop = window.setTimeout(
      () => NProgress.done(),
      UI_TIMING.progressBarThrottleMs + UI_TIMING.progressBarDurationMs,
    );
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(stop);
      NProgress.done();
    };
  }, [busy]);
  return null;
}
