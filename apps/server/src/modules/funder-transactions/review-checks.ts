import type { CheckRecord, ExpertiseContent } from '@arflow/domain/api/funder-transactions';
import { REVIEW_LEVEL_OF } from '@arflow/domain/funder-review';
import { allows, type Grant } from '@arflow/domain/permissions';
import type { CheckLevel } from '@arflow/domain/statuses/transaction';
import { FUNDER_MANAGER, FUNDER_OFFICER, FUNDER_SENIOR } from '@arflow/domain/workflows/actors';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { requireActor } from '../../platform/http/context.ts';
import { users } from '../users/users.tables.ts';
import { loadFunderTransaction } from './funder-transactions.query.ts';
import { transactionChecks, transactionExpertise } from './funder-transactions.tables.ts';

/** Who checks at each level (spec §6: officer, senior, manager), as the transaction workflow has it. */
export const LEVEL_GRANT: Record<CheckLevel, Grant> = {
  OFFICER: FUNDER_OFFICER,
  SENIOR: FUNDER_SENIOR,
  MANAGER: FUNDER_MANAGER,
};

/** The level a funder user decides at when a decision is not a review step's (holding, confirmations). */
export function levelOfActor(actor: UserState): CheckLevel {
  if (allows([FUNDER_OFFICER], actor)) return 'OFFICER';
  if (allows([FUNDER_SENIOR], actor)) return 'SENIOR';
  return 'MANAGER';
}

/** The check records of a transaction (one level, or all), oldest first, with the checker's name. */
export async function checksOf(db: DbOrTx, transId: number, level?: CheckLevel): Promise<CheckRecord[]> {
  const rows = await db
    .select({
      ...pickFields(transactionChecks, ['id', 'level', 'decision', 'reason', 'checked_by']),
      checker_name: users.fullName,
      expertise: transactionChecks.expertise,
      created_at: transactionChecks.created_at,
    })
    .from(transactionChecks)
    .leftJoin(users, eq(users.id, transactionChecks.checked_by))
    .where(
      and(eq(transactionChecks.trans_id, transId), level ? eq(transactionChecks.level, level) : undefined),
    )
    .orderBy(asc(transactionChecks.id));
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

export async function draftOf(db: DbOrTx, transId: number, level: CheckLevel) {
  const [row] = await db
    .select()
    .from(transactionExpertise)
    .where(and(eq(transactionExpertise.trans_id, transId), eq(transactionExpertise.level, level)));
  return row;
}

/** GET …/officer-checks, …/senior-checks, …/manager-checks. */
export async function listChecks(opts: { db: DbOrTx; actor: UserState; id: number; level: CheckLevel }) {
  const { db, actor, id, level } = opts;
  if (!(await loadFunderTransaction(db, actor, id))) throw new AppError('NOT_FOUND');
  return { data: await checksOf(db, id, level), draft: (await draftOf(db, id, level))?.content ?? null };
}

/** GET …/officer-expertise and …/manager-expertise: the level's appraisal as it stands. */
export async function getExpertise(opts: { db: DbOrTx; actor: UserState; id: number; level: CheckLevel }) {
  const { db, actor, id, level } = opts;
  if (!(await loadFunderTransaction(db, actor, id))) throw new AppError('NOT_FOUND');
  const row = await draftOf(db, id, level);
  return {
    data: {
      trans_id: id,
      level,
      content: row?.content ?? null,
      updated_by: row?.updated_by ?? null,
      updated_at: row?.updated_at.toISOString() ?? null,
    },
  };
}

/**
 * Save a level's appraisal: only a user of that level, and only while the transaction is at that
 * level's step (or, for `level` undefined, whatever level the transaction is at: /details/checks).
 */
export async function saveExpertise(opts: {
  db: DbOrTx;
  ctx: RequestContext;
  id: number;
  level?: CheckLevel;
  content: ExpertiseContent;
}) {
  const { db, ctx, id, content } = opts;
  const actor = requireActor(ctx);
  const t = await loadFunderTransaction(db, actor, id);
  if (!t) throw new AppError('NOT_FOUND');
  const turn = REVIEW_LEVEL_OF[t.status];
  const level = opts.level ?? turn;
  if (!level || level !== turn) throw new AppError('NOT_REVIEW_TURN');
  // A credit user of another level: not their turn (the route already admits only credit staff).
  if (!allows([LEVEL_GRANT[level]], actor)) throw new AppError('NOT_REVIEW_TURN');
  const now = ctx.clock.now();
  await db
    .insert(transactionExpertise)
    .values({ trans_id: id, level, content, updated_by: actor.id, updated_at: now })
    .onConflictDoUpdate({
      target: [transactionExpertise.trans_id, transactionExpertise.level],
      set: { content: sql`excluded.content`, updated_by: actor.id, updated_at: now },
    });
  return getExpertise({ db, actor, id, level });
}
