import { diff, writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { RequestContext } from '../../platform/http/context.ts';

/** Departments and groups: records with an on/off switch, whose history shows it as a status. */
type Entity = 'department' | 'group';
const status = (active: boolean) => (active ? 'ACTIVE' : 'DISABLED');

/** The trail of a new record: its history starts ACTIVE, the audit row keeps the form. */
export async function writeCreated(
  tx: DbOrTx,
  ctx: RequestContext,
  opts: { entity: Entity; id: number; form: unknown },
): Promise<void> {
  const { entity, id, form } = opts;
  await writeHistory(tx, ctx, { entity, entityId: id, action: 'CREATE', to: 'ACTIVE' });
  await writeAudit(tx, ctx, { action: `${entity}.create`, entity, entityId: id, payload: form });
}

/**
 * The trail of an edit: a history entry when a field changed (from one status to the other when
 * the switch moved), and always the audit row with the form.
 */
export async function writeEdited<T extends { active: boolean }>(
  tx: DbOrTx,
  ctx: RequestContext,
  opts: { entity: Entity; id: number; before: T; after: T; form: unknown },
): Promise<void> {
  const { entity, id, before, after, form } = opts;
  const changes = diff(before, after);
  if (Object.keys(changes).length > 0)
    await writeHistory(tx, ctx, {
      entity,
      entityId: id,
      action: 'UPDATE',
      ...(before.active !== after.active ? { from: status(before.active), to: status(after.active) } : {}),
      changes,
    });
  await writeAudit(tx, ctx, { action: `${entity}.update`, entity, entityId: id, payload: form });
}
