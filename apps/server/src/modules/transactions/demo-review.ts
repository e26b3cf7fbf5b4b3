import type { CheckLevel, ReviewDecision } from '@arflow/domain/statuses/transaction';
import type { TransactionAction } from '@arflow/domain/workflows/transaction';
import { and, asc, eq } from 'drizzle-orm';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { transactionChecks } from '../funder-transactions/funder-transactions.tables.ts';

const LEVELS: CheckLevel[] = ['OFFICER', 'SENIOR', 'MANAGER'];
const CHECKERS = ['creditofficer', 'casenior', 'camanager'];

/** Who took the funder's and the accountant's steps of a demo path (the supplier took the rest). */
const STEP_BY: Partial<Record<string, string>> = {
  CONFIRM_EARLY_PAYMENT: 'camanager',
  CONFIRM_DEBT_SALE: 'camanager',
  PAY_FIRST: 'accountant',
  START_CHANGE: 'creditofficer',
};
const REVIEW_STEPS = ['APPROVE', 'REJECT', 'ADD_DOC'];

/**
 * seedThroughWorkflow writes every step as the one demo user; the review steps were each level's
 * (officer, senior, manager in turn) and the later steps the funder's: the timeline says so, with
 * the reason of a refusal or a request.
 */
async function creditTimeline(
  tx: DemoWorld['tx'],
  transId: number,
  d: { reason?: string },
  userId: DemoWorld['userId'],
): Promise<void> {
  const rows = await tx
    .select({ id: statusHistory.id, action: statusHistory.action })
    .from(statusHistory)
    .where(and(eq(statusHistory.entity, 'transaction'), eq(statusHistory.entityId, String(transId))))
    .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id));
  let level = 0;
  for (const row of rows) {
    const review = REVIEW_STEPS.includes(row.action);
    const by = review ? CHECKERS[level++] : STEP_BY[row.action];
    if (!by) continue;
    const reason =
      review && row.action !== 'APPROVE'
        ? (d.reason ?? null)
        : row.action === 'START_CHANGE'
          ? (d.reason ?? null)
          : null;
    await tx
      .update(statusHistory)
      .set({ actorId: userId(by), reason })
      .where(eq(statusHistory.id, row.id));
  }
}

/**
 * The funder's side of a demo transaction's walk, as the real steps leave it: its timeline names
 * each level's checker (and the funder's later steps' users), and each review decision of the path
 * has its check record with the level's appraisal. The funder's and the buyer's demo walks both use it, so it lives beside the shared transactions.
 */
export async function reviewTrail(
  tx: DemoWorld['tx'],
  o: {
    transId: number;
    path: readonly TransactionAction[];
    reason?: string;
    userId: DemoWorld['userId'];
    now: Date;
  },
): Promise<void> {
  const { transId, userId, now } = o;
  const d = { path: o.path, reason: o.reason };
  await creditTimeline(tx, transId, d, userId);
  // The check records of the review decisions the path took, by each level's demo user.
  const decisions = d.path.filter((a): a is ReviewDecision => ['APPROVE', 'REJECT', 'ADD_DOC'].includes(a));
  if (decisions.length > 0) {
    await tx.insert(transactionChecks).values(
      decisions.map((decision, k) => ({
        trans_id: transId,
        level: LEVELS[k]!,
        decision,
        reason: decision === 'APPROVE' ? null : (d.reason ?? null),
        checked_by: userId(CHECKERS[k]!),
        expertise: {
          items: [
            { item: 'Hồ sơ pháp lý bên bán', result: 1 as const, note: null },
            {
              item: 'Hóa đơn và biên bản giao nhận',
              result: decision === 'APPROVE' ? (1 as const) : (2 as const),
              note: null,
            },
          ],
          conclusion: decision === 'APPROVE' ? 'Đủ điều kiện tài trợ' : (d.reason ?? null),
        },
        created_at: now,
      })),
    );
  }
}
