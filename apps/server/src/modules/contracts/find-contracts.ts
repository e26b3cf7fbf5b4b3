import type { CONTRACT_SORT_COLUMNS, ContractItem, ContractListQuery } from '@arflow/domain/api/contracts';
import type { Paged } from '@arflow/domain/api/paging';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { findPage, likePattern } from '../../platform/db/paging.ts';
import type { Read } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { clientCompany, contractScope, selectContracts, toContractItem } from './contract.query.ts';
import { contracts } from './contracts.tables.ts';

type Filters = Pick<ContractListQuery, 'ent_id' | 'contract_status' | 'contract_type' | 'keyword'> & {
  lending_id?: number | null | undefined;
};

const SORTABLE = {
  id: contracts.id,
  number: contracts.number,
  contract_type: contracts.contract_type,
  contract_status: contracts.status,
  contract_date: contracts.contract_date,
  sign_date: contracts.sign_date,
  updated_at: contracts.updated_at,
} satisfies Record<(typeof CONTRACT_SORT_COLUMNS)[number], unknown>;

/** The contracts the caller may see, filtered and paged (spec §3 paging; newest first by default). */
export async function findContracts(
  o: Read<{
    filters: Filters;
    input: Pick<ContractListQuery, 'page_number' | 'page_size' | 'sort_column' | 'sort_direction'>;
  }>,
): Promise<Paged<ContractItem>> {
  const { db, actor, filters } = o;
  // A company named in the filter that the caller may not see is 404, as its contract would be.
  if (filters.ent_id !== undefined) await clientCompany(db, actor, filters.ent_id);
  const where: (SQL | undefined)[] = [contractScope(actor)];
  if (filters.ent_id !== undefined) where.push(eq(contracts.ent_id, filters.ent_id));
  if (filters.contract_status !== undefined) where.push(eq(contracts.status, filters.contract_status));
  if (filters.contract_type) where.push(eq(contracts.contract_type, filters.contract_type));
  if (filters.lending_id) where.push(eq(contracts.lending_id, filters.lending_id));
  if (filters.keyword) {
    const p = likePattern(filters.keyword);
    where.push(or(ilike(contracts.number, p), ilike(enterprises.name, p)));
  }
  return findPage({
    db,
    input: o.input,
    select: () => selectContracts(db),
    where: and(...where),
    sortable: SORTABLE,
    defaultSort: { column: 'id', direction: 'DESC' },
    tieBreaker: contracts.id,
    map: toContractItem,
  });
}

/** A company's contracts, newest first (spec §7 …/contracts/history); the latest is the first. */
export async function companyContracts(
  o: Read<{ entId: number; lendingId?: number | undefined; limit?: number }>,
): Promise<ContractItem[]> {
  await clientCompany(o.db, o.actor, o.entId);
  const rows = await selectContracts(o.db)
    .where(
      and(
        contractScope(o.actor),
        eq(contracts.ent_id, o.entId),
        o.lendingId === undefined ? undefined : eq(contracts.lending_id, o.lendingId),
      ),
    )
    .orderBy(desc(contracts.id))
    .limit(o.limit ?? 200);
  return rows.map(toContractItem);
}
