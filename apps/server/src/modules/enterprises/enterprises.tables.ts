import type { EnterpriseCode, PartnerKind } from '@arflow/domain/enterprises';
import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A company using the portal: the funder, buyers, suppliers, individual suppliers and partners. */
export const enterprises = pgTable(
  'enterprises',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Enterprise type code (FUNDER, BUYER, ...): decides the portal area and the menus. */
    type: text('type').$type<EnterpriseCode>().notNull(),
    partnerKind: text('partner_kind').$type<PartnerKind>(),
    taxCode: text('tax_code'),
    address: text('address'),
    email: text('email'),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('enterprises_code_uq').on(sql`lower(${t.code})`)],
);
