import type { CreditListBody, CreditListItem } from '@arflow/domain/api/credit-buyer';
import type { Paged } from '@arflow/domain/api/paging';
import { and, desc, eq, exists, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern } from '../../platform/db/paging.ts';
import { pickFields } from '../../platform/db/rows.ts';
import type { Read } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { BUYER_TYPES, companyScope } from '../enterprises/index.ts';
import { users } from '../users/users.tables.ts';
import { buyerCreditAssignments, buyerCreditSetups } from './credit-buyer.tables.ts';
import { activatedProgramme } from './programme.ts';

/** Each buyer's latest version (DISTINCT ON the buyer, newest version first). */
function latestVersions(db: DbOrTx) {
  return db
    .selectDistinctOn([buyerCreditSetups.ent_id], {
      ent_id: buyerCreditSetups.ent_id,
      setup_id: buyerCreditSetups.id,
      credit_status: buyerCreditSetups.status,
      ...pickFields(buyerCreditSetups, ['credit_limit', 'expiry_date', 'updated_at']),
    })
    .from(buyerCreditSetups)
    .orderBy(buyerCreditSetups.ent_id, desc(buyerCreditSetups.version))
    .as('latest');
}

/**
 * POST /credit-buyer/list: the buyers with their credit status (of the latest version; NONE for
 * a buyer without any), the credit officer in charge, filtered by keyword, status and whether a
 * programme is in force.
 */
export async function findCreditBuyers(opts: Read<{ body: CreditListBody }>): Promise<Paged<CreditListItem>> {
  const { db, actor, body } = opts;
  const { search_condition: f, ...input } = body;
  const latest = latestVersions(db);
  const where: (SQL | undefined)[] = [companyScope(actor, BUYER_TYPES)];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    where.push(or(ilike(enterprises.code, p), ilike(enterprises.name, p), ilike(enterprises.mst, p)));
  }
  if (f.status === 'NONE') where.push(isNull(latest.setup_id));
  else if (f.status) where.push(eq(latest.credit_status, f.status));
  // A programme is in force from its activation even while a newer version waits for approval
  // (credit-setup.query.ts activeSetup): the home's count of buyers with limits opens this.
  if (f.in_force)
    where.push(
      exists(
        db
          .select({ one: buyerCreditSetups.id })
          .from(buyerCreditSetups)
          .where(activatedProgramme(enterprises.id)),
      ),
    );
  return findPage({
    db,
    input,
    select: () =>
      db
        .select({
          ...pickFields(enterprises, ['id', 'code', 'name', 'mst']),
          ...pickFields(latest, ['setup_id', 'credit_status', 'credit_limit', 'expiry_date', 'updated_at']),
          assigned_ca_name: users.fullName,
        })
        .from(enterprises)
        .leftJoin(latest, eq(latest.ent_id, enterprises.id))
        .leftJoin(buyerCreditAssignments, eq(buyerCreditAssignments.ent_id, enterprises.id))
        .leftJoin(users, eq(users.id, buyerCreditAssignments.user_id))
        .$dynamic(),
    where: and(...where),
    sortable: { id: enterprises.id, code: enterprises.code, name: enterprises.name },
    defaultSort: { column: 'id', direction: 'DESC' },
    tieBreaker: enterprises.id,
    map: (r) => ({
      ...r,
      // A moment read through a subquery may come back as text: one spelling for both.
      updated_at: r.updated_at == null ? null : new Date(r.updated_at as Date | string).toISOString(),
    }),
  });
}
