import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per mutation, written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id'),
    enterpriseId: integer('enterprise_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    requestId: text('request_id'),
    ip: text('ip'),
    /** The request payload with secrets replaced by '[redacted]'. */
    payload: jsonb('payload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_actor_idx').on(t.actorId)],
);

/** Status changes and edits of an entity; the UI draws a timeline from it. */
export const statusHistory = pgTable(
  'status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    action: text('action').notNull(),
    actorId: integer('actor_id'),
    reason: text('reason'),
    /** Edited fields: {field: {from, to}}. */
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('status_history_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);
