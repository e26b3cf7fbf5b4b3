import type {
  IntegrationQueueType,
  IntegrationRequestType,
  IntegrationStatus,
} from '@arflow/domain/api/integration';
import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { moment, serialId, timeStamps } from '../../platform/db/columns.ts';

/**
 * One event for the accounting system and its delivery (spec §3 "Integration log"): written in the
 * transaction of the change it reports (an outbox), sent after commit by the minute job with
 * retries and backoff (queue type auto), or sent by a person (manual).
 */
export const integrationLogs = pgTable(
  'integration_logs',
  {
    id: serialId(),
    queue_type: text('queue_type').$type<IntegrationQueueType>().notNull(),
    request_type: text('request_type').$type<IntegrationRequestType>().notNull(),
    /** The enterprise, transaction or receivable the event is about. */
    entity_id: integer('entity_id').notNull(),
    status: text('status').$type<IntegrationStatus>().notNull(),
    url: text('url'),
    /** As sent, secrets redacted. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: jsonb('body').notNull(),
    response_code: smallint('response_code'),
    response_body: text('response_body'),
    send_count: integer('send_count').notNull().default(0),
    next_attempt_at: moment('next_attempt_at'),
    ...timeStamps(),
  },
  (t) => [
    index('integration_logs_due_idx').on(t.status, t.next_attempt_at),
    index('integration_logs_entity_idx').on(t.request_type, t.entity_id),
  ],
);
