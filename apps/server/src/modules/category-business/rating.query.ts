import type {
  CriterionItem,
  IndustryDetail,
  IndustryItem,
  ParameterItem,
  RatingBand,
} from '@arflow/domain/api/category-business';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import {
  ratingBands,
  ratingCriteria,
  ratingIndustries,
  ratingParameters,
  ratingScoreItems,
} from './category-business.tables.ts';

/** The funder's definitions the caller sees (funder staff: every funder's, there is one). */
export const industryScope = (actor: UserState): SQL | undefined => ownedBy(actor, ratingIndustries.ent_id);

// Spelled out: drizzle renders ${ratingIndustries.id} unqualified, which inside the subquery
// would name the criterion's own id.
const industryId = sql.raw('"rating_industries"."id"');
const industryColumns = {
  id: ratingIndustries.id,
  name: ratingIndustries.name,
  description: ratingIndustries.description,
  updated_at: ratingIndustries.updated_at,
  criteria_count: sql<number>`(select count(*)::int from ${ratingCriteria} c where c.industry_id = ${industryId})`,
  proportion_total: sql<number>`(select coalesce(sum(c.proportion), 0)::float8 from ${ratingCriteria} c where c.industry_id = ${industryId})`,
};

type IndustryRow = Omit<IndustryItem, 'updated_at'> & { updated_at: Date };
const toIndustryItem = (r: IndustryRow): IndustryItem => ({ ...r, updated_at: r.updated_at.toISOString() });

export async function listIndustries(db: DbOrTx, actor: UserState): Promise<IndustryItem[]> {
  const rows = await db
    .select(industryColumns)
    .from(ratingIndustries)
    .where(industryScope(actor))
    .orderBy(asc(ratingIndustries.name));
  return rows.map(toIndustryItem);
}

/** An industry with its criteria (parameter, proportion) and each criterion's score items. */
export async function loadIndustry(
  db: DbOrTx,
  actor: UserState,
  id: number,
): Promise<IndustryDetail | undefined> {
  const [row] = await db
    .select(industryColumns)
    .from(ratingIndustries)
    .where(and(industryScope(actor), eq(ratingIndustries.id, id)));
  if (!row) return undefined;
  const criteria = await db
    .select({
      id: ratingCriteria.id,
      parameter_id: ratingCriteria.parameter_id,
      ...pickFields(ratingParameters, ['name', 'kind', 'unit']),
      proportion: ratingCriteria.proportion,
    })
    .from(ratingCriteria)
    .innerJoin(ratingParameters, eq(ratingParameters.id, ratingCriteria.parameter_id))
    .where(eq(ratingCriteria.industry_id, id))
    .orderBy(asc(ratingCriteria.id));
  const items =
    criteria.length === 0
      ? []
      : await db
          .select()
          .from(ratingScoreItems)
          .where(
            inArray(
              ratingScoreItems.criterion_id,
              criteria.map((c) => c.id),
            ),
          )
          .orderBy(asc(ratingScoreItems.id));
  const withItems: CriterionItem[] = criteria.map((c) => ({
    ...c,
    items: items.filter((i) => i.criterion_id === c.id).map(({ criterion_id: _c, ...i }) => i),
  }));
  return { ...toIndustryItem(row), criteria: withItems };
}

export async function listParameters(db: DbOrTx, actor: UserState): Promise<ParameterItem[]> {
  return db
    .select({
      ...pickFields(ratingParameters, ['id', 'name', 'kind', 'unit']),
    })
    .from(ratingParameters)
    .where(ownedBy(actor, ratingParameters.ent_id))
    .orderBy(asc(ratingParameters.name));
}

/** The rating bands, lowest first (an open lower bound first). */
export async function listBands(db: DbOrTx, actor: UserState): Promise<RatingBand[]> {
  return db
    .select({ id: ratingBands.id, name: ratingBands.name, min: ratingBands.min, max: ratingBands.max })
    .from(ratingBands)
    .where(ownedBy(actor, ratingBands.ent_id))
    .orderBy(sql`${ratingBands.min} asc nulls first`, asc(ratingBands.id));
}
