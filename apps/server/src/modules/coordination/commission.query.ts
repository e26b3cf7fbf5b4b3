import type { CommissionItem } from '@arflow/domain/api/coordination';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import { sortableColumns } from '../../platform/db/paging.ts';
import { refAppendices } from '../appendices/appendices.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { byPartner } from './coordination.query.ts';
import { referralCommissions } from './coordination.tables.ts';

const referred = alias(enterprises, 'referred');

/** Commissions with their partner, appendix number and referred company's name. */
export const selectCommissions = (db: DbOrTx) =>
  db
    .select({
      row: referralCommissions,
      partner_code: enterprises.code,
      partner_name: enterprises.name,
      appendix_number: refAppendices.number,
      referred_name: referred.name,
    })
    .from(referralCommissions)
    .innerJoin(enterprises, byPartner(referralCommissions.ent_id))
    .innerJoin(refAppendices, eq(refAppendices.id, referralCommissions.appendix_id))
    .innerJoin(referred, eq(referred.id, referralCommissions.referred_id))
    .$dynamic();

type CommissionRow = Awaited<ReturnType<ReturnType<typeof selectCommissions>['execute']>>[number];

/** The row as the API names it: the owner is the partner, no user ids. */
export function toCommissionItem(r: CommissionRow): CommissionItem {
  const {
    ent_id,
    trans_id: _t,
    created_at: _c,
    created_by: _cb,
    updated_by: _ub,
    updated_at,
    ...rest
  } = r.row;
  return {
    ...rest,
    partner_id: ent_id,
    partner_code: r.partner_code,
    partner_name: r.partner_name,
    appendix_number: r.appendix_number,
    referred_name: r.referred_name,
    updated_at: updated_at.toISOString(),
  };
}

/** Sort keys of the commission list (COMMISSION_COLUMNS) mapped to their columns. */
export const COMMISSION_SORT = {
  ...sortableColumns(referralCommissions, [
    'trans_code',
    'funded_amount',
    'from_date',
    'to_date',
    'amount',
    'paid_amount',
    'status',
  ]),
  partner_name: enterprises.name,
  appendix_number: refAppendices.number,
  referred_name: referred.name,
};
