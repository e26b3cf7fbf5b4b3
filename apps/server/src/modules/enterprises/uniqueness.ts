import type { EnterpriseCode } from '@arflow/domain/enterprises';
import { ERRORS, type ErrorCode } from '@arflow/domain/errors';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError, type FieldMessage } from '../../platform/http/app-error.ts';
import { individuals } from './company.tables.ts';
import { enterprises } from './enterprises.tables.ts';

/** Which companies a tax code must be unique among (spec §5), by the type being saved. */
function mstGroup(type: EnterpriseCode): { types: EnterpriseCode[]; code: ErrorCode } {
  if (type === 'BUYER') return { types: ['BUYER'], code: 'BUYER_TAX_CODE_TAKEN' };
  if (type === 'PARTNER' || type === 'DOITAC_NCC')
    return { types: ['PARTNER', 'DOITAC_NCC'], code: 'PARTNER_TAX_CODE_TAKEN' };
  return { types: ['SUPPLIER', 'INDSUPPLIER'], code: 'SUPPLIER_TAX_CODE_TAKEN' };
}

/** The unique indexes of companies and people, and the field error each stands for. */
const INDEX_ERRORS: Record<string, { field: string; code: ErrorCode }> = {
  enterprises_code_uq: { field: 'code', code: 'CODE_TAKEN' },
  enterprises_buyer_name_uq: { field: 'name', code: 'BUYER_NAME_TAKEN' },
  enterprises_buyer_mst_uq: { field: 'mst', code: 'BUYER_TAX_CODE_TAKEN' },
  enterprises_partner_mst_uq: { field: 'mst', code: 'PARTNER_TAX_CODE_TAKEN' },
  enterprises_supplier_mst_uq: { field: 'mst', code: 'SUPPLIER_TAX_CODE_TAKEN' },
  individuals_id_card_uq: { field: 'id_card_number', code: 'ID_CARD_TAKEN' },
  enterprise_banks_account_uq: { field: 'bank_account_number', code: 'BANK_ACCOUNT_TAKEN' },
};

export interface Taken {
  field: string;
  code: ErrorCode;
}

/**
 * Code (any company), buyer name, tax code (within its group) and ID card already used by another
 * company: every clash, so the form marks all its fields at once.
 */
export async function findTaken(
  db: DbOrTx,
  o: {
    type: EnterpriseCode;
    code: string;
    name?: string;
    mst?: string | null;
    id_card_number?: string | null;
    /** The company being edited, which may keep its own values. */
    id?: number;
  },
): Promise<Taken[]> {
  const notSelf = o.id === undefined ? undefined : ne(enterprises.id, o.id);
  const exists = async (where: SQL | undefined) =>
    (await db.select({ id: enterprises.id }).from(enterprises).where(where).limit(1)).length > 0;
  const taken: Taken[] = [];
  if (await exists(and(sql`lower(${enterprises.code}) = lower(${o.code})`, notSelf)))
    taken.push({ field: 'code', code: 'CODE_TAKEN' });
  if (
    o.type === 'BUYER' &&
    o.name !== undefined &&
    (await exists(
      and(eq(enterprises.type, 'BUYER'), sql`lower(${enterprises.name}) = lower(${o.name})`, notSelf),
    ))
  )
    taken.push({ field: 'name', code: 'BUYER_NAME_TAKEN' });
  if (o.mst) {
    const group = mstGroup(o.type);
    if (await exists(and(inArray(enterprises.type, group.types), eq(enterprises.mst, o.mst), notSelf)))
      taken.push({ field: 'mst', code: group.code });
  }
  if (o.id_card_number) {
    const rows = await db
      .select({ id: individuals.id })
      .from(individuals)
      .where(
        and(
          eq(individuals.id_card_number, o.id_card_number),
          o.id === undefined ? undefined : ne(individuals.id, o.id),
        ),
      )
      .limit(1);
    if (rows.length > 0) taken.push({ field: 'id_card_number', code: 'ID_CARD_TAKEN' });
  }
  return taken;
}

export function takenError(taken: Taken[]): AppError {
  const fields: Record<string, FieldMessage[]> = {};
  for (const t of taken) fields[t.field] = [ERRORS[t.code].text];
  return new AppError(taken[0]!.code, { fields });
}

export async function refuseTaken(db: DbOrTx, o: Parameters<typeof findTaken>[1]): Promise<void> {
  const taken = await findTaken(db, o);
  if (taken.length > 0) throw takenError(taken);
}

/**
 * Two concurrent saves with one value: the unique index decides and the loser gets the same
 * field error as the check before it. Anything else is rethrown.
 */
export function uniqueViolationError(err: unknown): AppError | undefined {
  for (const [index, t] of Object.entries(INDEX_ERRORS))
    if (isUniqueViolation(err, index)) return takenError([t]);
  return undefined;
}
