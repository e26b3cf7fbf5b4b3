import type {
  FundedArItem,
  FundedArListInput,
  PartnerContractItem,
  PartnerPaymentItem,
  ReferredPartnerItem,
} from '@arflow/domain/api/coordination';
import { PARTNER_FUNDED_STAGES } from '@arflow/domain/home';
import { and, eq, gte, ilike, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, likePattern, type PageInput, sortableColumns } from '../../platform/db/paging.ts';
import { refAppendices, refAppendixPartners } from '../appendices/appendices.tables.ts';
import { contracts } from '../contracts/contracts.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { transactionFundingPartners } from '../funder-transactions/funder-transactions.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import { byPartner, partnerRows } from './coordination.query.ts';
import { partnerNotices } from './coordination.tables.ts';
import { findPartnerPage, type PartnerListCall } from './partner-page.ts';

/** A receivable is complete once the buyer's money closed it (settled, or collected after default). */
const COMPLETE_AR = ['SETTLED', 'DONE_COLLECTION', 'DELETED'] as const;

/**
 * /partner-payment/funding/list-funded-ars(-not-complete): the receivables of every transaction
 * that carries a funding partner (funder-transactions' funding-partner selection).
 */
export function findFundedArs(o: {
  db: DbOrTx;
  filters: FundedArListInput['search_condition'];
  input: PageInput;
  openOnly: boolean;
  /** A partner's own funded receivables, of trades whose money went out (its home's figures). */
  partnerOf?: UserState;
}) {
  const partner = alias(enterprises, 'partner');
  const supplier = alias(enterprises, 'supplier');
  const buyer = alias(enterprises, 'buyer');
  const select = () =>
    o.db
      .select({
        id: transactionReceivables.id,
        trans_id: transactions.id,
        trans_code: transactions.trans_code,
        partner_id: partner.id,
        partner_name: partner.name,
        supplier_name: supplier.name,
        buyer_name: buyer.name,
        inv_no: receivables.inv_no,
        ar_amount: transactionReceivables.ar_amount,
        advance: transactionReceivables.advance,
        due_date: receivables.maturity_date,
        ar_status: receivables.status,
      })
      .from(transactionFundingPartners)
      .innerJoin(transactions, eq(transactions.id, transactionFundingPartners.trans_id))
      .innerJoin(transactionReceivables, eq(transactionReceivables.trans_id, transactions.id))
      .innerJoin(receivables, eq(receivables.id, transactionReceivables.ar_id))
      .innerJoin(partner, eq(partner.id, transactionFundingPartners.partner_id))
      .innerJoin(supplier, eq(supplier.id, transactions.ent_id))
      .innerJoin(buyer, eq(buyer.id, transactions.buy_id))
      .$dynamic();
  const { partner_id, keyword, due_from, due_to, open_only } = o.filters;
  const p = keyword ? likePattern(keyword) : undefined;
  const owner = transactionFundingPartners.partner_id;
  return findPage({
    db: o.db,
    input: o.input,
    select,
    where: and(
      o.partnerOf
        ? and(
            partnerRows(o.partnerOf, owner, partner_id),
            inArray(transactions.status, [...PARTNER_FUNDED_STAGES]),
          )
        : partner_id === undefined
          ? undefined
          : eq(owner, partner_id),
      p ? or(ilike(transactions.trans_code, p), ilike(receivables.inv_no, p)) : undefined,
      o.openOnly || open_only ? notInArray(receivables.status, [...COMPLETE_AR]) : undefined,
      due_from ? gte(receivables.maturity_date, due_from) : undefined,
      due_to ? lte(receivables.maturity_date, due_to) : undefined,
    ),
    sortable: {
      trans_code: transactions.trans_code,
      partner_name: partner.name,
      inv_no: receivables.inv_no,
      ar_amount: transactionReceivables.ar_amount,
      advance: transactionReceivables.advance,
      due_date: receivables.maturity_date,
    },
    defaultSort: { column: 'due_date', direction: 'ASC' },
    tieBreaker: transactionReceivables.id,
    map: (r): FundedArItem => r,
  });
}

/** …/list-referral-partners and /partner-payment/referral/list-referred-partner: the companies referred. */
export function findReferredPartners(
  o: PartnerListCall & { filters: { partner_id?: number | undefined; keyword?: string | null | undefined } },
) {
  const partner = alias(enterprises, 'partner');
  const referred = alias(enterprises, 'referred');
  const select = () =>
    o.db
      .select({
        appendix_id: refAppendices.id,
        appendix_number: refAppendices.number,
        partner_id: refAppendices.ent_id,
        partner_name: partner.name,
        enterprise_id: referred.id,
        enterprise_code: referred.code,
        enterprise_name: referred.name,
        commission_rate: refAppendices.commission_rate,
        appendix_status: refAppendices.status,
      })
      .from(refAppendixPartners)
      .innerJoin(refAppendices, eq(refAppendices.id, refAppendixPartners.appendix_id))
      .innerJoin(partner, eq(partner.id, refAppendices.ent_id))
      .innerJoin(referred, eq(referred.id, refAppendixPartners.enterprise_id))
      .$dynamic();
  const p = o.filters.keyword ? likePattern(o.filters.keyword) : undefined;
  return findPartnerPage(o, {
    owner: refAppendices.ent_id,
    select,
    filters: [p ? or(ilike(referred.code, p), ilike(referred.name, p)) : undefined],
    sortable: {
      enterprise_code: referred.code,
      enterprise_name: referred.name,
      partner_name: partner.name,
      appendix_number: refAppendices.number,
    },
    defaultSort: { column: 'enterprise_code', direction: 'ASC' },
    // The pair (appendix, company) is the row's key; the company's id breaks ties within a page.
    tieBreaker: referred.id,
    map: ({ enterprise_id, ...r }): ReferredPartnerItem => ({ id: enterprise_id, ...r }),
  });
}

/** /guarantee-coordination/list-contract: the guarantee partner's contracts with the funder. */
export function findGuaranteeContracts(
  o: PartnerListCall & { filters: { partner_id?: number | undefined } },
) {
  const select = () =>
    o.db
      .select({ c: contracts, partner_name: enterprises.name })
      .from(contracts)
      .innerJoin(enterprises, byPartner(contracts.ent_id))
      .$dynamic();
  return findPartnerPage(o, {
    owner: contracts.ent_id,
    select,
    filters: [eq(enterprises.partner_kind, 'GUARANTEE'), sql`${contracts.deleted_at} IS NULL`],
    sortable: {
      ...sortableColumns(contracts, ['number', 'contract_date', 'sign_date', 'status']),
      partner_name: enterprises.name,
    },
    defaultSort: { column: 'contract_date', direction: 'DESC' },
    tieBreaker: contracts.id,
    map: (r): PartnerContractItem => ({
      id: r.c.id,
      partner_id: r.c.ent_id,
      partner_name: r.partner_name,
      contract_type: r.c.contract_type,
      number: r.c.number,
      status: r.c.status,
      contract_date: r.c.contract_date,
      sign_date: r.c.sign_date,
    }),
  });
}

/** Notices the funder still waits on (the partner has not answered, or the guarantee not disbursed). */
export const OPEN_NOTICE_STATUSES = ['CONFIRMING', 'WAITING_APPROVAL', 'WAITING_DISBURSEMENT'];

/** /partner-payment/list/{ent_type}: corporate or individual partners with what is open with each. */
export function findPartnerPayments(o: {
  db: DbOrTx;
  form: 'CORPORATE' | 'PERSON';
  filters: { keyword?: string | null | undefined };
  input: PageInput;
}) {
  const open = and(
    eq(partnerNotices.ent_id, enterprises.id),
    inArray(partnerNotices.status, OPEN_NOTICE_STATUSES),
  );
  const select = () =>
    o.db
      .select({
        id: enterprises.id,
        code: enterprises.code,
        name: enterprises.name,
        partner_kind: enterprises.partner_kind,
        open_notices: sql<number>`(SELECT count(*)::int FROM ${partnerNotices} WHERE ${open})`,
        open_amount:
          sql<number>`(SELECT coalesce(sum(${partnerNotices.amount}), 0)::bigint FROM ${partnerNotices} WHERE ${open})`.mapWith(
            Number,
          ),
      })
      .from(enterprises)
      .$dynamic();
  const p = o.filters.keyword ? likePattern(o.filters.keyword) : undefined;
  return findPage({
    db: o.db,
    input: o.input,
    select,
    where: and(
      inArray(enterprises.type, ['PARTNER', 'DOITAC_NCC']),
      eq(enterprises.partner_form, o.form),
      p ? or(ilike(enterprises.code, p), ilike(enterprises.name, p)) : undefined,
    ),
    sortable: { code: enterprises.code, name: enterprises.name },
    defaultSort: { column: 'code', direction: 'ASC' },
    tieBreaker: enterprises.id,
    map: (r): PartnerPaymentItem => r,
  });
}
