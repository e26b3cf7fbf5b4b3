import type { ContractItem } from '@arflow/domain/api/contracts';
import { and, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { RowOf } from '../../platform/db/rows.ts';
import { isoInstants } from '../../platform/db/rows.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { contracts } from './contracts.tables.ts';

/** The contracts a caller may see: its company's (funder staff every company's), not withdrawn. */
export function contractScope(actor: UserState): SQL {
  return and(ownedBy(actor, contracts.ent_id), isNull(contracts.deleted_at)) as SQL;
}

/** Contracts with their client's name and type and the uploaded copy's name; reads add the scope. */
export function selectContracts(db: DbOrTx) {
  const { created_by: _c, updated_by: _u, deleted_at: _d, ...columns } = getTableColumns(contracts);
  return db
    .select({
      ...columns,
      ent_name: enterprises.name,
      ent_type: enterprises.type,
      hard_copy_name: storedFiles.original_name,
    })
    .from(contracts)
    .innerJoin(enterprises, eq(enterprises.id, contracts.ent_id))
    .leftJoin(storedFiles, eq(storedFiles.id, contracts.hard_copy_file_id))
    .$dynamic();
}

type Row = RowOf<typeof selectContracts>;

export function toContractItem(row: Row): ContractItem {
  const { status, hard_copy_file_id: _h, ...rest } = isoInstants(row);
  return {
    ...rest,
    contract_status: status,
    hard_copy_name: row.hard_copy_name ?? null,
  };
}

/** One contract the caller may see, as the API answers it; another company's is 404. */
export async function loadContract(db: DbOrTx, actor: UserState, id: number): Promise<ContractItem> {
  const [row] = await selectContracts(db).where(and(eq(contracts.id, id), contractScope(actor)));
  if (!row) throw new AppError('NOT_FOUND');
  return toContractItem(row);
}

/** The raw row (document and copy ids), in scope; 404 otherwise. */
export async function contractRow(db: DbOrTx, actor: UserState, id: number, lock = false) {
  const q = db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), contractScope(actor)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A client company the caller may act for: funder staff any, a company user only its own. */
export async function clientCompany(db: DbOrTx, actor: UserState, id: number) {
  const [company] = await db
    .select({ id: enterprises.id, type: enterprises.type, name: enterprises.name })
    .from(enterprises)
    .where(and(eq(enterprises.id, id), ownedBy(actor, enterprises.id)));
  if (!company || company.type === 'FUNDER') throw new AppError('NOT_FOUND');
  return company;
}
