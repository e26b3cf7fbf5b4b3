import type { KpiMonthItem, StaffMonths } from '@arflow/domain/api/performance';
import {
  addMonth,
  CRM_KPI_LEVELS,
  KPI_LEVELS,
  type KpiLevel,
  kpiMonth,
  monthsFrom,
} from '@arflow/domain/kpi';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { users } from '../users/users.tables.ts';
import { toKpiItem } from './kpi-settings.ts';
import { kpiSettings } from './performance.tables.ts';
import { caActuals, crmActuals } from './staff-actuals.ts';

/** Which months of a staff member's KPI settings to answer. */
export type SeriesKind =
  /** The setting in force this month, its months up to this one (follow-up, spec §2 follow-kpi). */
  | 'follow'
  /** Every closed month of every setting of their level (spec §2 historykpi). */
  | 'history'
  /** Every month up to this one (the effective-management details). */
  | 'all';

/**
 * One staff member's months against their level's KPI settings: the actuals in SQL, each month's
 * result by the domain's kpiMonth (docs/finance.md §14). A user of no KPI level is not found.
 */
export async function staffSeries(
  db: DbOrTx,
  o: { userId: number; today: string; kind: SeriesKind; roles?: readonly KpiLevel[] },
): Promise<StaffMonths> {
  const current = o.today.slice(0, 7);
  const [user] = await db
    .select({ user_id: users.id, full_name: users.fullName, role_id: users.roleId })
    .from(users)
    .where(and(eq(users.id, o.userId), inArray(users.roleId, [...(o.roles ?? KPI_LEVELS)])));
  if (!user) throw new AppError('NOT_FOUND');
  const level = user.role_id as KpiLevel;
  const settings = (
    await db
      .select()
      .from(kpiSettings)
      .where(and(eq(kpiSettings.level, level), lte(kpiSettings.start_month, current)))
      .orderBy(asc(kpiSettings.start_month))
  ).map(toKpiItem);
  const inForce = settings.find((s) => s.start_month <= current && current <= s.close_month) ?? null;
  const last = o.kind === 'history' ? addMonth(current, -1) : current;
  const chosen = o.kind === 'follow' ? (inForce ? [inForce] : []) : settings;

  const actuals = CRM_KPI_LEVELS.includes(level)
    ? await crmActuals(db, { userId: user.user_id })
    : await caActuals(db, { userId: user.user_id });
  const byMonth = new Map(actuals.map((a) => [a.month, a]));

  const data: KpiMonthItem[] = chosen.flatMap((s) =>
    monthsFrom(s.start_month, [s.close_month, last].sort()[0]!).map((month) => {
      const a = byMonth.get(month);
      const result = kpiMonth({
        target: s.target,
        term: s.applied_term,
        tiers: s.tiers,
        actual: Number(a?.actual ?? 0),
        booked: Number(a?.booked ?? 0),
      });
      return { month, kpi_id: s.id, kpi_name: s.name, trades: a?.trades ?? 0, ...result };
    }),
  );
  if (o.kind !== 'follow') data.reverse();
  return { data, object: { ...user, month: current, kpi: inForce } };
}
