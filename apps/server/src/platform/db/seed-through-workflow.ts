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
export function walkWorkflow<W extends AnyWorkflow>(
  workflow: W,
  path: readonly WfAction<W>[],
  /** Values that pick among rules by `when` (e.g. contract_method); without them, the first rule. */
  input?: Readonly<Record<string, unknown>>,
) {
  let status: string | null = null;
  type Rule = {
    action: string;
    from: readonly (string | null)[];
    to: string;
    when?: Readonly<Record<string, unknown>>;
  };
  const holds = (r: Rule) => !input || !r.when || Object.entries(r.when).every(([k, v]) => input[k] === v);
  return path.map((action) => {
    const rule = (workflow.rules as readonly Rule[]).find(
      (r) => r.action === action && r.from.includes(status) && holds(r),
    );
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
    /** `byWhen`: the record's values pick among rules by their `when` (a manual contract's approval). */
    records: readonly { values: Values<T>; path: readonly WfAction<W>[]; byWhen?: boolean }[];
  },
): Promise<number[]> {
  if (o.records.length === 0) return [];
  const walks = o.records.map((r) =>
    walkWorkflow(o.workflow, r.path, r.byWhen ? (r.values as Record<string, unknown>) : undefined),
  );
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
