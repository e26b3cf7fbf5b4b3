import type { BankForm } from '@arflow/domain/api/companies';
import type { EnterpriseCode } from '@arflow/domain/enterprises';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { individuals, suppliers } from './company.tables.ts';
import { enterprises } from './enterprises.tables.ts';

let seq = 0;
/** Values no other test record has: a code, a 10-digit tax code, a 12-digit ID card, a bank account. */
export function unique(): { n: number; code: string; mst: string; idCard: string; account: string } {
  seq += 1;
  const tag = `${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(6, '0')}`;
  return { n: seq, code: `FX${tag}`, mst: `9${tag}`, idCard: `079${tag}`, account: `88${tag}` };
}

export function registrationFixture() {
  const u = unique();
  return {
    code: u.code,
    mst: u.mst,
    name: `Công ty Kiểm thử ${u.code}`,
    address: '1 Đường Kiểm Thử, Quận 1, TP. Hồ Chí Minh',
    tel_no: '0909123456',
    email1: `lienhe-${u.code.toLowerCase()}@vidu.vn`,
  };
}

export function bankFixture(): BankForm {
  const u = unique();
  return {
    bank_name: 'Ngân hàng TMCP Kiểm Thử',
    bank_branch: 'Chi nhánh Sài Gòn',
    bank_account_number: u.account,
    bank_holder_name: 'CONG TY KIEM THU',
    designated: false,
    side: 'COUNTERPARTY',
  };
}

export async function companyType(db: DbOrTx, id: number): Promise<EnterpriseCode | undefined> {
  const [row] = await db.select({ type: enterprises.type }).from(enterprises).where(eq(enterprises.id, id));
  return row?.type;
}

/**
 * The scoping matrix's company of a kind: the owner itself when it is one of `types`, else a new
 * company made by `create`, by default of the first type (funder staff reach every company, so a
 * new one stands for "another company's").
 */
export async function ownOrNewCompany(
  db: DbOrTx,
  ownerId: number,
  types: readonly EnterpriseCode[],
  create: (db: DbOrTx) => Promise<number> = (tx) => createCompany(tx, types[0]!),
): Promise<number> {
  return types.includes((await companyType(db, ownerId))!) ? ownerId : create(db);
}

/** A client company for the scoping matrix and tests, with its supplier and person rows when it has them. */
export async function createCompany(
  db: DbOrTx,
  type: EnterpriseCode,
  extra: Partial<typeof enterprises.$inferInsert> = {},
): Promise<number> {
  const r = registrationFixture();
  const [row] = await db
    .insert(enterprises)
    .values({ ...r, type, ...extra })
    .returning({ id: enterprises.id });
  const id = row!.id;
  if (type === 'SUPPLIER' || type === 'INDSUPPLIER' || type === 'DOITAC_NCC')
    await db.insert(suppliers).values({ id, locality: '50', ent_type: type === 'SUPPLIER' ? 2 : 7 });
  if (type === 'INDSUPPLIER' || type === 'DOITAC_NCC' || extra.partner_form === 'PERSON')
    await db.insert(individuals).values({ id, id_card_number: unique().idCard, date_of_birth: '1990-01-01' });
  return id;
}
