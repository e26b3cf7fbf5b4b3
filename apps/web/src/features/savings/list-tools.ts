import type { ReactNode } from 'react';

/** What a list screen's tools add to its list: buttons beside the title, a row's popup, the popups. */
export interface ListTools<Row> {
  /** Above the list (SourceTranfer's balances). */
  header?: ReactNode;
  actions?: ReactNode;
  onRowClick?: (row: Row) => void;
  dialogs?: ReactNode;
}

/**
 * A list's tools as a render prop: the tools hold their own state (the open popup) and hand the
 * list what it shows, so a declaration names its tools without a hook of its own.
 */
export type ToolsOf<Row> = (list: (tools: ListTools<Row>) => ReactNode) => ReactNode;
