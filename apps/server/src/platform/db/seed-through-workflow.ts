import type { AnyWorkflow, WfAction } from '@arflow/domain/workflows/engine';
import { statusHistory } from '../audit/audit.tables.ts';
import type { Tx } from './client.ts';
import type { StatusTable } from './transition.ts';

type Values<T extends StatusTable> = Omit<
  T['$inferInsert'],
  'status' | 'created_at' | 'updated_at' | 'created_by' | 'updated_by'
>;

/**
 * The status a path of actions leads to from creation, by the workflow's own rules (the first
 * rule for each action from the current status; `when` conditions are the demo's to respect).
 * A path the table does not allow is a mistake in the demo data and throws.
 */
export function walkWorkflow<W extends AnyWorkflow>(workflow: W, path: readonly WfAction<W>[]) {
  let status: string | null = null;
  return path.map((action) => {
    const rule = (
      workflow.rules as readonly { action: string; from: readonly (string | null)[]; to: string }[]
    ).find((r) => r.action === action && r.from.includes(status));
    if (!rule) throw new Error(`${workflow.entity}: no rule takes '${String(action)}' from ${status}`);
    const step = { action: String(action).toUpperCase(), from: status, to: rule.to };
    status = rule.to;
    return step;
  });
}

/**
 * Demo records as if users had made them: each row is inserted in the status its path of actions
 * ends in, with one history row per action (a minute apart, ending at `now`), so a demo timeline
 * comes from the transition table instead of being written by hand. Returns the new ids in order.
 */
export async function seedThroughWorkflow<T extends StatusTable, W extends AnyWorkflow>(
  tx: Tx,
  o: {
    table: T;
    workflow: W;
    by: number;
    now: Date;
    records: readonly { values: Values<T>; path: readonly WfAction<W>[] }[];
  },
): Promise<number[]> {
  if (o.records.length === 0) return [];
  const walks = o.records.map((r) => walkWorkflow(o.workflow, r.path));
  const rows = (await tx
    .insert(o.table)
    .values(
      o.records.map((r, i) => ({
        ...r.values,
        status: walks[i]!.at(-1)!.to,
        created_at: o.now,
        updated_at: o.now,
        created_by: o.by,
        updated_by: o.by,
      })) as never,
    )
    .returning({ id: o.table.id })) as { id: number }[];
  const minute = 60_000;
  await tx.insert(statusHistory).values(
    rows.flatMap((row, i) =>
      walks[i]!.map((step, k, all) => ({
        entity: o.workflow.entity,
        entityId: String(row.id),
        action: step.action,
        fromStatus: step.from,
        toStatus: step.to,
        actorId: o.by,
        createdAt: new Date(o.now.getTime() - (all.length - 1 - k) * minute),
      })),
    ),
  );
  return rows.map((r) => r.id);
}
