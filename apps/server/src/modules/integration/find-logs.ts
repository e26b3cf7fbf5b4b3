import {
  INTEGRATION_SORT_COLUMNS,
  type IntegrationLogBody,
  type IntegrationLogItem,
} from '@arflow/domain/api/integration';
import type { Paged } from '@arflow/domain/api/paging';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, sortableColumns } from '../../platform/db/paging.ts';
import { integrationLogs } from './integration.tables.ts';

type Row = typeof integrationLogs.$inferSelect;

export function toLogItem(row: Row): IntegrationLogItem {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
  };
}

/** POST /arito-logs/get-logs: the newest first unless sorted otherwise, filtered by type, status, queue. */
export async function findLogs(db: DbOrTx, body: IntegrationLogBody): Promise<Paged<IntegrationLogItem>> {
  const f = body.search_condition;
  const filters: (SQL | undefined)[] = [
    f.request_type ? eq(integrationLogs.request_type, f.request_type) : undefined,
    f.status ? eq(integrationLogs.status, f.status) : undefined,
    f.queue_type ? eq(integrationLogs.queue_type, f.queue_type) : undefined,
  ];
  return findPage({
    db,
    input: body,
    select: () => db.select().from(integrationLogs).$dynamic(),
    where: and(...filters),
    sortable: sortableColumns(integrationLogs, INTEGRATION_SORT_COLUMNS),
    defaultSort: { column: 'created_at', direction: 'DESC' },
    tieBreaker: integrationLogs.id,
    map: toLogItem,
  });
}
