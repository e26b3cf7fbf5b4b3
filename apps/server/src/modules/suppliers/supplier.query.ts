import type { SupplierItem } from '@arflow/domain/api/suppliers';
import { LEAD_GROUPS, type SupplierStatus } from '@arflow/domain/statuses/company';
import type { PartnerLeadStatus } from '@arflow/domain/statuses/partner';
import { eq, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { individuals, suppliers } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import {
  byIdInScope,
  type CompanyRow,
  companyColumns,
  SUPPLIER_TYPES,
  toCompanyItem,
} from '../enterprises/index.ts';

/** Suppliers with their own fields; a company without its supplier row yet reads nulls. */
export function selectSuppliers(db: DbOrTx) {
  return db
    .select({
      ...companyColumns,
      ...pickFields(suppliers, ['locality', 'ent_type', 'position', 'total_limit', 'max_total_limit']),
      ...pickFields(individuals, [
        'id_card_number',
        'date_of_birth',
        'id_card_issue_date',
        'id_card_issue_place',
      ]),
      ekyc_status: individuals.status,
    })
    .from(enterprises)
    .leftJoin(suppliers, eq(suppliers.id, enterprises.id))
    .leftJoin(individuals, eq(individuals.id, enterprises.id))
    .$dynamic();
}

function supplierStatusOf(status: PartnerLeadStatus): SupplierStatus | null {
  if ((LEAD_GROUPS.gianhap as readonly string[]).includes(status)) return 'ONBOARDED';
  if ((LEAD_GROUPS.tiemnang as readonly string[]).includes(status)) return 'NEW';
  return null;
}

type Row = CompanyRow & Omit<SupplierItem, keyof CompanyRow | 'group' | 'supplier_status'>;

export function toSupplierItem(row: Row): SupplierItem {
  return { ...toCompanyItem(row), supplier_status: supplierStatusOf(row.status) };
}

/** One supplier (corporate or individual) the caller may see, or undefined. */
export async function loadSupplier(
  db: DbOrTx,
  actor: UserState,
  id: number,
): Promise<SupplierItem | undefined> {
  const [row] = await selectSuppliers(db).where(byIdInScope(actor, SUPPLIER_TYPES, id) as SQL);
  return row && toSupplierItem(row);
}
