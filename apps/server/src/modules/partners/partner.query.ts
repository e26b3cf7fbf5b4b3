import type { PartnerItem } from '@arflow/domain/api/partners';
import type { PartnerForm } from '@arflow/domain/statuses/company';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { individuals } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import {
  byIdInScope,
  type CompanyRow,
  companyColumns,
  PARTNER_TYPES,
  toCompanyItem,
} from '../enterprises/index.ts';

export function selectPartners(db: DbOrTx) {
  return db
    .select({
      ...companyColumns,
      partner_kind: enterprises.partner_kind,
      partner_form: enterprises.partner_form,
      ...pickFields(individuals, [
        'id_card_number',
        'date_of_birth',
        'id_card_issue_date',
        'id_card_issue_place',
      ]),
    })
    .from(enterprises)
    .leftJoin(individuals, eq(individuals.id, enterprises.id))
    .$dynamic();
}

/** Partners of one form: a DOITAC_NCC account is a person; a partner without a form, a company. */
export function formFilter(form: PartnerForm | undefined): SQL | undefined {
  if (form === 'PERSON')
    return or(eq(enterprises.type, 'DOITAC_NCC'), eq(enterprises.partner_form, 'PERSON')) as SQL;
  if (form === 'CORPORATE')
    return and(
      eq(enterprises.type, 'PARTNER'),
      or(eq(enterprises.partner_form, 'CORPORATE'), isNull(enterprises.partner_form)),
    ) as SQL;
  return undefined;
}

type Row = CompanyRow &
  Omit<PartnerItem, keyof CompanyRow | 'group' | 'partner_form'> & { partner_form: PartnerForm | null };

export function toPartnerItem(row: Row): PartnerItem {
  const partner_form: PartnerForm = row.partner_form ?? (row.type === 'DOITAC_NCC' ? 'PERSON' : 'CORPORATE');
  return { ...toCompanyItem(row), partner_form };
}

export async function loadPartner(
  db: DbOrTx,
  actor: UserState,
  id: number,
  form?: PartnerForm,
): Promise<PartnerItem | undefined> {
  const [row] = await selectPartners(db).where(and(byIdInScope(actor, PARTNER_TYPES, id), formFilter(form)));
  return row && toPartnerItem(row);
}
