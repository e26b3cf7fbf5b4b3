import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { ApiBridge } from './ApiBridge.tsx';

/**
 * antd's App (the message, modal and notification hooks) and the 401 bridge, for the layouts whose
 * pages use them. Not in Providers: they would put antd's modal, message and notification in the
 * sign-in page's first load, which uses none of them (docs/architecture.md, "First-load budget").
 */
export function AppFeedback({ children }: { children: ReactNode }) {
  return (
    <AntApp>
      <ApiBridge />
      {children}
    </AntApp>
  );
}
