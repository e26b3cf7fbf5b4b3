import { UI_TIMING } from '@arflow/domain/constants';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

type NProgressApi = typeof import('nprogress');

/**
 * nprogress and its CSS, fetched when the first navigation starts: the first load shows no bar,
 * so they stay out of it (docs/architecture.md, "First-load budget").
 */
let loading: Promise<NProgressApi> | undefined;
function nprogress(): Promise<NProgressApi> {
  loading ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([module]) => {
    const NProgress = module.default;
    NProgress.configure({ showSpinner: false, trickleSpeed: 200 });
    return NProgress;
  });
  return loading;
}

/**
 * Top progress bar while the router loads a page (spec §9): shown only when a navigation takes
 * longer than the throttle, and never longer than the duration, so a stuck load does not leave
 * a bar creeping forever.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    const bar = nprogress();
    const start = window.setTimeout(
      () => void bar.then((NProgress) => NProgress.start()),
      UI_TIMING.progressBarThrottleMs,
    );
    const stop = window.setTimeout(
      () => void bar.then((NProgress) => NProgress.done()),
      UI_TIMING.progressBarThrottleMs + UI_TIMING.progressBarDurationMs,
    );
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(stop);
      void bar.then((NProgress) => NProgress.done());
    };
  }, [busy]);
  return null;
}
