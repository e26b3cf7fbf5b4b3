import type { FunderHome } from '@arflow/domain/api/home';
import { LEAD_GROUPS } from '@arflow/domain/statuses/company';
import { eq, inArray } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { buyerCreditSetups } from '../credit-buyer/credit-buyer.tables.ts';
import { activatedProgramme, newestActivation } from '../credit-buyer/index.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { BUYER_TYPES, companyScope } from '../enterprises/index.ts';
import { countWhere, sumWhere } from './sums.ts';

/**
 * Relationship staff's figures: buyers by pipeline status and by the buyer list's two tabs (as
 * that list counts them under `status` and `group`), and the limits of the buyers' programmes
 * in force (each buyer's latest activated version, docs/finance.md §6).
 */
export async function pipelineFigures(
  db: DbOrTx,
  actor: UserState,
): Promise<NonNullable<FunderHome['pipeline']>> {
  const scope = companyScope(actor, BUYER_TYPES);
  const inGroup = (g: keyof typeof LEAD_GROUPS) =>
    countWhere(inArray(enterprises.status, [...LEAD_GROUPS[g]]));
  const statuses = await db
    .select({ status: enterprises.status, count: countWhere() })
    .from(enterprises)
    .where(scope)
    .groupBy(enterprises.status)
    .orderBy(enterprises.status);
  const [groups] = await db
    .select({ tiemnang: inGroup('tiemnang'), gianhap: inGroup('gianhap') })
    .from(enterprises)
    .where(scope);
  // The version in force per buyer: the newest activation (credit-buyer's latestActivatedSetup).
  const inForce = db
    .selectDistinctOn([buyerCreditSetups.ent_id], {
      ...pickFields(buyerCreditSetups, [
        'ent_id',
        'credit_limit',
        'standard_limit',
        'standard_used',
        'early_payment_limit',
        'early_payment_used',
      ]),
    })
    .from(buyerCreditSetups)
    .where(activatedProgramme())
    .orderBy(buyerCreditSetups.ent_id, ...newestActivation)
    .as('in_force');
  const [limits] = await db
    .select({
      buyers: countWhere(),
      credit_limit: sumWhere(inForce.credit_limit),
      standard_limit: sumWhere(inForce.standard_limit),
      standard_used: sumWhere(inForce.standard_used),
      early_payment_limit: sumWhere(inForce.early_payment_limit),
      early_payment_used: sumWhere(inForce.early_payment_used),
    })
    .from(inForce)
    .innerJoin(enterprises, eq(enterprises.id, inForce.ent_id))
    .where(scope);
  return {
    statuses: statuses.map((s) => ({ status: s.status, count: s.count })),
    groups: { tiemnang: groups?.tiemnang ?? 0, gianhap: groups?.gianhap ?? 0 },
    limits: {
      buyers: limits?.buyers ?? 0,
      credit_limit: limits?.credit_limit ?? 0,
      standard_limit: limits?.standard_limit ?? 0,
      standard_used: limits?.standard_used ?? 0,
      early_payment_limit: limits?.early_payment_limit ?? 0,
      early_payment_used: limits?.early_payment_used ?? 0,
    },
  };
}
