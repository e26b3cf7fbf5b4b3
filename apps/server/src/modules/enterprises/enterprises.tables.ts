import type { EnterpriseCode, PartnerKind } from '@arflow/domain/enterprises';
import type { PartnerForm } from '@arflow/domain/statuses/company';
import type { PartnerLeadStatus } from '@arflow/domain/statuses/partner';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, recordStampsDefaultNow, serialId } from '../../platform/db/columns.ts';

/**
 * A company using the portal: the funder, buyers, suppliers, individual suppliers and partners.
 * Keys are named as the API fields (spec §3 buyer fields); the database columns keep their
 * first names (`tax_code` is the API's `mst`, `email` its `email1`, `phone` its `tel_no`).
 */
export const enterprises = pgTable(
  'enterprises',
  {
    id: serialId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Enterprise type code (FUNDER, BUYER, ...): decides the portal area and the menus. */
    type: text('type').$type<EnterpriseCode>().notNull(),
    partner_kind: text('partner_kind').$type<PartnerKind>(),
    /** Partners only: a company or a person (DOITAC_NCC accounts are persons). */
    partner_form: text('partner_form').$type<PartnerForm>(),
    mst: text('tax_code'),
    erc: text('erc'),
    erc_office: text('erc_office'),
    erc_first_date: day('erc_first_date'),
    erc_edit_no: integer('erc_edit_no'),
    erc_last_edit: day('erc_last_edit'),
    address: text('address'),
    buy_fun_zip: text('zip'),
    email1: text('email'),
    email2: text('email2'),
    tel_no: text('phone'),
    fax_no: text('fax'),
    legal_represent: text('legal_represent'),
    buy_fun_legal_represent: text('authorized_represent'),
    active: boolean('active').notNull().default(true),
    /** Pipeline status of a client company (spec §4 partner/lead status). */
    status: text('status').$type<PartnerLeadStatus>().notNull().default('NEW'),
    ...recordStampsDefaultNow(),
  },
  (t) => [
    uniqueIndex('enterprises_code_uq').on(sql`lower(${t.code})`),
    // Spec §5 uniqueness: buyer name and tax code, partner tax code; suppliers' tax codes too.
    uniqueIndex('enterprises_buyer_name_uq').on(sql`lower(${t.name})`).where(sql`${t.type} = 'BUYER'`),
    uniqueIndex('enterprises_buyer_mst_uq').on(t.mst).where(sql`${t.type} = 'BUYER'`),
    uniqueIndex('enterprises_partner_mst_uq').on(t.mst).where(sql`${t.type} IN ('PARTNER', 'DOITAC_NCC')`),
    uniqueIndex('enterprises_supplier_mst_uq').on(t.mst).where(sql`${t.type} IN ('SUPPLIER', 'INDSUPPLIER')`),
    index('enterprises_type_status_idx').on(t.type, t.status),
    // The pickers' active companies of some types (early-rate group suppliers): their count reads
    // this index alone, not every company.
    index('enterprises_active_type_idx').on(t.type, t.id).where(sql`${t.active}`),
    // The company lists' sorts (50,000 suppliers; platform/lists/explain.int.test.ts). Not per
    // type: the supplier list shows three types (SUPPLIER_TYPES) and suppliers are most rows.
    ...(['code', 'name', 'mst', 'status', 'updated_at'] as const).map((c) =>
      index(`enterprises_${c}_sort_idx`).on(t[c], t.id),
    ),
    // Name and tax-code searches are ILIKE '%…%' over 50,000 companies at a lender's volume.
    index('enterprises_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('enterprises_mst_trgm_idx').using('gin', t.mst.op('gin_trgm_ops')),
  ],
);
