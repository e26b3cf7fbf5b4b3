import type { DbOrTx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { auditLog, statusHistory } from './audit.tables.ts';

const SECRET = /pass(word)?|token|secret|otp|pin|key/i;

/** A copy of a payload with secret-looking fields replaced, safe to keep in the audit log. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET.test(k) ? '[redacted]' : redact(v)]),
    );
  }
  return value;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  payload?: unknown;
  /** Who acted, when the request carried no signed-in user yet (a sign-in). */
  actor?: { id: number; enterprise_id: number };
}

/** Write the audit row of a mutation; call it inside the mutation's transaction. */
export async function writeAudit(tx: DbOrTx, ctx: RequestContext, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: (entry.actor ?? ctx.actor)?.id ?? null,
    enterpriseId: (entry.actor ?? ctx.actor)?.enterprise_id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    requestId: ctx.requestId,
    ip: ctx.ip,
    payload: entry.payload === undefined ? null : redact(entry.payload),
    createdAt: ctx.clock.now(),
  });
}

export interface HistoryEntry {
  entity: string;
  entityId: string | number;
  action: string;
  from?: string | null;
  to?: string | null;
  reason?: string | null;
  changes?: Record<string, { from: unknown; to: unknown }> | null;
}

/** Write a status-history row (status change or edit); call it inside the same transaction. */
export async function writeHistory(tx: DbOrTx, ctx: RequestContext, entry: HistoryEntry): Promise<void> {
  await tx.insert(statusHistory).values({
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    fromStatus: entry.from ?? null,
    toStatus: entry.to ?? null,
    actorId: ctx.actor?.id ?? null,
    reason: entry.reason ?? null,
    changes: entry.changes ?? null,
    createdAt: ctx.clock.now(),
  });
}

/** The fields whose values differ between two records, as {field: {from, to}}. */
export function diff<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const [k, to] of Object.entries(after)) {
    const from = before[k];
    if (JSON.stringify(from ?? null) !== JSON.stringify(to ?? null))
      out[k] = { from: from ?? null, to: to ?? null };
  }
  return out;
}
