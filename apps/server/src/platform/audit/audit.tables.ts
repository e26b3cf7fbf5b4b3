import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigSerialId, moment } from '../db/columns.ts';

/** One row per mutation, written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigSerialId(),
    actorId: integer('actor_id'),
    enterpriseId: integer('enterprise_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    requestId: text('request_id'),
    ip: text('ip'),
    /** The request payload with secrets replaced by '[redacted]'. */
    payload: jsonb('payload'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_actor_idx').on(t.actorId)],
);

/** Status changes and edits of an entity; the UI draws a timeline from it. */
export const statusHistory = pgTable(
  'status_history',
  {
    id: bigSerialId(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    action: text('action').notNull(),
    actorId: integer('actor_id'),
    reason: text('reason'),
    /** Edited fields: {field: {from, to}}. */
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('status_history_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);
