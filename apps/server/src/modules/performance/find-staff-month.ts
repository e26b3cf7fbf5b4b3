import type { CaMonthItem, CrmMonthItem, caMonthQuery, crmMonthQuery } from '@arflow/domain/api/performance';
import { CRM_KPI_LEVELS } from '@arflow/domain/kpi';
import { CA_ROLES } from '@arflow/domain/members';
import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern } from '../../platform/db/paging.ts';
import { users as u } from '../users/users.tables.ts';
import { kpiSettings as k } from './performance.tables.ts';
import { caActuals, crmActuals, crmClients } from './staff-actuals.ts';

const num = (v: unknown) => Number(v ?? 0);

/**
 * The month's result in SQL, so the list sorts and pages on it (docs/finance.md §14; the domain's
 * kpiMonth is the same rule, and performance.int.test.ts holds them equal): achievement =
 * actual × 100 / monthly target (2 decimals), the rate of the band it falls in, and
 * round(booked × rate / 100).
 */
function resultOf(actual: SQL, booked: SQL): Record<string, SQL> {
  const target = sql`coalesce(${k.monthly_target}, 0)`;
  const achievement = sql`(case when ${target} > 0 then round(${actual} * 100.0 / ${target}, 2) else 0 end)`;
  const rate = sql`coalesce((select (b->>'rate')::numeric from jsonb_array_elements(${k.tiers}) b
    where ${achievement} >= (b->>'from')::numeric
      and (b->>'to' is null or ${achievement} < (b->>'to')::numeric) limit 1), 0)`;
  return { target, achievement, rate, commission: sql`round(${booked} * ${rate} / 100)` };
}

interface Actuals {
  user_id: SQL.Aliased<number>;
  trades: SQL.Aliased<number>;
  actual: SQL.Aliased<string>;
  booked: SQL.Aliased<string>;
}

/**
 * One month of every staff member of `roles`: their KPI setting in force that month (one at
 * most per level, §5), what they brought in and the result; `more` adds a list's own figures.
 */
function staffMonth(
  db: DbOrTx,
  o: {
    month: string;
    roles: readonly string[];
    keyword?: string | undefined;
    actuals: Actuals & { _: unknown };
    more: Record<string, SQL>;
  },
) {
  const a = o.actuals;
  const figures: Record<string, SQL> = {
    trades: sql`coalesce(${a.trades}, 0)`,
    actual: sql`coalesce(${a.actual}, 0)`,
    booked: sql`coalesce(${a.booked}, 0)`,
    ...o.more,
  };
  Object.assign(figures, resultOf(figures.actual!, figures.booked!));
  const decoded = Object.fromEntries(
    Object.entries(figures).map(([key, s]) => [key, sql`${s}`.mapWith(num)]),
  );
  const select = () =>
    db
      .select({
        id: u.id,
        full_name: u.fullName,
        role_id: u.roleId,
        kpi_id: k.id,
        kpi_name: k.name,
        ...decoded,
      })
      .from(u)
      .leftJoin(
        k,
        and(
          sql`${k.level} = ${u.roleId}`,
          sql`${k.start_month} <= ${o.month}`,
          sql`${k.close_month} >= ${o.month}`,
        ),
      )
      .leftJoin(o.actuals as never, eq(a.user_id, u.id))
      .$dynamic();
  return {
    select,
    where: and(
      inArray(u.roleId, o.roles as never[]),
      o.keyword ? ilike(u.fullName, likePattern(o.keyword)) : undefined,
    ),
    sortable: { id: u.id, full_name: u.fullName, ...figures },
  };
}

type Query = z.infer<typeof crmMonthQuery> | z.infer<typeof caMonthQuery>;

/** A staff list's month (the business month unless the query names one), paged and sorted in SQL. */
function staffPage<Row, A extends Actuals & { _: unknown }>(
  db: DbOrTx,
  query: Query,
  today: string,
  o: {
    roles: readonly string[];
    actuals: (month: string) => A;
    more: (actuals: A) => Record<string, SQL>;
    join?: (select: PgSelect) => PgSelect;
  },
) {
  const month = query.month ?? today.slice(0, 7);
  const actuals = o.actuals(month);
  const list = staffMonth(db, {
    month,
    roles: o.roles,
    keyword: query.keyword,
    actuals,
    more: o.more(actuals),
  });
  return findPage({
    db,
    input: query,
    select: () => (o.join ? o.join(list.select()) : list.select()),
    where: list.where,
    sortable: list.sortable,
    defaultSort: { column: 'full_name', direction: 'ASC' },
    tieBreaker: u.id,
    map: (r) => r as Row,
  }).then((p) => ({ ...p, object: { month } }));
}

/** GET /internal/crm-commission and /effective-management/customer-relation: every CRM's month. */
export function findCrmMonth(db: DbOrTx, query: z.infer<typeof crmMonthQuery>, today: string) {
  const clients = crmClients(db).as('clients');
  return staffPage<CrmMonthItem, ReturnType<typeof crmSubquery>>(db, query, today, {
    roles: CRM_KPI_LEVELS,
    actuals: (month) => crmSubquery(db, month),
    more: () => ({ clients: sql`coalesce(${clients.clients}, 0)` }),
    join: (select) => select.leftJoin(clients, eq(clients.crm_id, u.id)) as never,
  });
}

/** GET /effective-management/expertise: every appraiser's month, with approvals and refusals. */
export function findCaMonth(db: DbOrTx, query: z.infer<typeof caMonthQuery>, today: string) {
  return staffPage<CaMonthItem, ReturnType<typeof caSubquery>>(db, query, today, {
    roles: CA_ROLES,
    actuals: (month) => caSubquery(db, month),
    more: (a) => ({ approved: sql`coalesce(${a.approved}, 0)`, rejected: sql`coalesce(${a.rejected}, 0)` }),
  });
}

const crmSubquery = (db: DbOrTx, month: string) => crmActuals(db, { month }).as('actuals');
const caSubquery = (db: DbOrTx, month: string) => caActuals(db, { month }).as('actuals');
