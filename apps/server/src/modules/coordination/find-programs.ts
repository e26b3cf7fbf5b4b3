import type { CoordinationKind } from '@arflow/domain/api/coordination';
import { and, desc, eq } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { PageInput } from '../../platform/db/paging.ts';
import { sortableColumns } from '../../platform/db/paging.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import {
  partnerRows,
  selectPrograms,
  selectStructures,
  toProgramItem,
  toStructureItem,
} from './coordination.query.ts';
import { partnerPrograms, partnerStructures } from './coordination.tables.ts';
import { findPartnerPage } from './partner-page.ts';

type Who = { db: DbOrTx; actor: UserState; kind: CoordinationKind; partnerId?: number | undefined };

/**
 * …/program-config/active: the programme in force and its latest transaction structure. A
 * funder user names the partner; without one (or with a partner it cannot see) there is none.
 */
export async function activeProgram({ db, actor, kind, partnerId }: Who) {
  if (actor.enterprise_code === 'FUNDER' && partnerId === undefined) return { data: null, structure: null };
  const [row] = await selectPrograms(db)
    .where(
      and(
        partnerRows(actor, partnerPrograms.ent_id, partnerId),
        eq(partnerPrograms.kind, kind),
        eq(partnerPrograms.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  if (!row) return { data: null, structure: null };
  const [s] = await selectStructures(db)
    .where(eq(partnerStructures.program_id, row.row.id))
    .orderBy(desc(partnerStructures.version))
    .limit(1);
  return { data: toProgramItem(row), structure: s ? toStructureItem(s) : null };
}

/** …/program-config/history: every version of the partner's programme of this kind. */
export function programHistory(o: Who & { input: PageInput }) {
  return findPartnerPage(o, {
    owner: partnerPrograms.ent_id,
    partnerId: o.partnerId,
    select: () => selectPrograms(o.db),
    filters: [eq(partnerPrograms.kind, o.kind)],
    sortable: {
      ...sortableColumns(partnerPrograms, ['version', 'limit_amount', 'effective_from']),
      partner_name: enterprises.name,
    },
    defaultSort: { column: 'version', direction: 'DESC' },
    tieBreaker: partnerPrograms.id,
    map: toProgramItem,
  });
}

/** …/program-config/transaction-structure-history: every structure of the kind's programmes. */
export function structureHistory(o: Who & { input: PageInput }) {
  return findPartnerPage(o, {
    owner: partnerStructures.ent_id,
    partnerId: o.partnerId,
    select: () => selectStructures(o.db),
    filters: [eq(partnerStructures.kind, o.kind)],
    sortable: {
      ...sortableColumns(partnerStructures, ['version', 'created_at']),
      partner_name: enterprises.name,
    },
    defaultSort: { column: 'created_at', direction: 'DESC' },
    tieBreaker: partnerStructures.id,
    map: toStructureItem,
  });
}
