import type { LendingDetail, LendingItem, LendingPeriod } from '@arflow/domain/api/lending';
import type { LoanSchedule } from '@arflow/domain/lending';
import { toLendingPeriod, toSchedule } from '@arflow/domain/lending-periods';
import { availableActions } from '@arflow/domain/workflows/engine';
import { LENDING_WORKFLOW } from '@arflow/domain/workflows/lending';
import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { publicHolidays } from '../holidays/holidays.tables.ts';
import { signerOf } from '../signing/signer-of.ts';
import { lendingExtensions, lendingPeriods, lendingSlips, lendings } from './lending.tables.ts';

/** The stored schedule as lending.ts reads it: the domain's, which the funder's extension screen previews with. */
export { toSchedule };

/** A partner's own loans; funder staff every loan (row security says the same). */
export const lendingScope = (actor: UserState | null) =>
  actor ? ownedBy(actor, lendings.ent_id) : undefined;

export function selectLendings(db: DbOrTx) {
  const { created_by: _c, updated_by: _u, ...columns } = getTableColumns(lendings);
  return db
    .select({ ...columns, ent_name: enterprises.name })
    .from(lendings)
    .innerJoin(enterprises, eq(enterprises.id, lendings.ent_id))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectLendings>['execute']>>[number];

export function toLendingItem(row: Row): LendingItem {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

/** One loan the caller may see; another company's or an unknown id is 404. */
export async function findLending(db: DbOrTx, actor: UserState | null, id: number): Promise<LendingItem> {
  const [row] = await selectLendings(db).where(and(lendingScope(actor), eq(lendings.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return toLendingItem(row);
}

export async function periodsOf(db: DbOrTx, id: number): Promise<LendingPeriod[]> {
  const rows = await db
    .select()
    .from(lendingPeriods)
    .where(eq(lendingPeriods.lending_id, id))
    .orderBy(asc(lendingPeriods.index));
  return rows.map(({ ent_id: _e, lending_id: _l, ...p }) => p);
}

export function toPeriodRows(entId: number, lendingId: number, schedule: LoanSchedule) {
  return schedule.periods.map((p) => ({ ent_id: entId, lending_id: lendingId, ...toLendingPeriod(p) }));
}

export async function loadHolidayDates(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ d: publicHolidays.holiday_date }).from(publicHolidays);
  return rows.map((r) => r.d);
}

/** The detail screen: the loan, its schedule, extensions, slips, timeline and the caller's actions. */
export async function loadLendingDetail(
  db: DbOrTx,
  actor: UserState | null,
  id: number,
): Promise<LendingDetail> {
  const data = await findLending(db, actor, id);
  const [periods, extensions, slips, history] = await Promise.all([
    periodsOf(db, id),
    db
      .select()
      .from(lendingExtensions)
      .where(eq(lendingExtensions.lending_id, id))
      .orderBy(desc(lendingExtensions.id)),
    db
      .select({
        id: lendingSlips.id,
        kind: lendingSlips.kind,
        file_id: lendingSlips.file_id,
        file_name: storedFiles.original_name,
        created_at: lendingSlips.created_at,
      })
      .from(lendingSlips)
      .innerJoin(storedFiles, eq(storedFiles.id, lendingSlips.file_id))
      .where(eq(lendingSlips.lending_id, id))
      .orderBy(asc(lendingSlips.id)),
    findHistory(db, LENDING_WORKFLOW.entity, id),
  ]);
  // The session carries no allow_sign: the signing steps' buttons need the user row's right to sign.
  const signer = actor ? { ...actor, allow_sign: (await signerOf(db, actor)).maySign } : null;
  const actions = availableActions({ workflow: LENDING_WORKFLOW, from: data.status, actor: signer })
    .map((a) => a.action)
    .filter((a) => a !== 'request');
  return {
    data,
    periods,
    extensions: extensions.map((e) => ({
      id: e.id,
      previous_maturity_date: e.previous_maturity_date,
      new_maturity_date: e.new_maturity_date,
      rate_per_year: e.rate_per_year,
      payment_type: e.payment_type,
      state: e.state,
      created_at: e.created_at.toISOString(),
    })),
    slips: slips.map((s) => ({ ...s, created_at: s.created_at.toISOString() })),
    history,
    actions,
  };
}
