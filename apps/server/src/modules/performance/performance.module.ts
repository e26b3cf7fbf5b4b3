import type { KpiForm } from '@arflow/domain/api/performance';
import { addMonth } from '@arflow/domain/kpi';
import { CA_ROLES, CRM_ROLES } from '@arflow/domain/members';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { users } from '../users/users.tables.ts';
import { kpiStatusStep } from './kpi-status-step.ts';
import { seedPerformance } from './performance.demo.ts';
import { performanceRoutes } from './performance.routes.ts';
import { kpiSettings } from './performance.tables.ts';

let seq = 0;
/** A setting in far months of its own, so fixtures never overlap one another (§5). */
function fixtureForm(): KpiForm {
  seq += 2;
  const start = addMonth('2300-01', seq + (process.pid % 100) * 300);
  return {
    name: 'KPI kiểm thử',
    level: 'CRM',
    applied_term: 'MONTHLY',
    start_month: start,
    close_month: addMonth(start, 1),
    target: 1_000_000,
    tiers: [{ from: 0, to: null, rate: 1 }],
  };
}

async function firstOf(db: DbOrTx, roles: readonly string[]): Promise<string> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.roleId, roles as never[]), eq(users.active, true)))
    .orderBy(asc(users.id))
    .limit(1);
  return String(u?.id ?? 1);
}

/** CRM commission, KPI settings and effective management (spec §2 internal, effective-management, profile). */
export const performanceModule = defineModule({
  name: 'performance',
  routes: performanceRoutes,
  seedDemo: seedPerformance,
  dailySteps: [kpiStatusStep],
  scoping: {
    // Funder-only settings and staff: no company owns them; funder staff keep every row.
    async record(db) {
      const form = fixtureForm();
      const now = new Date();
      const [row] = await db
        .insert(kpiSettings)
        .values({ ...form, monthly_target: form.target, status: 0, created_at: now, updated_at: now })
        .returning({ id: kpiSettings.id });
      return {
        id: String(row!.id),
        crm_id: await firstOf(db, CRM_ROLES),
        ca_id: await firstOf(db, CA_ROLES),
      };
    },
    body: (route) => (route.startsWith('POST /api/internal/kpi/form') ? fixtureForm() : undefined),
  },
});
