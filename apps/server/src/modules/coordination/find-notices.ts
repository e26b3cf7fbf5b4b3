import type { NoticeArItem, NoticeKind, NoticeListInput } from '@arflow/domain/api/coordination';
import { eq, ilike, inArray } from 'drizzle-orm';
import { likePattern, sortableColumns } from '../../platform/db/paging.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { byPartner, selectNotices, toNoticeItem } from './coordination.query.ts';
import { partnerNoticeArs, partnerNotices } from './coordination.tables.ts';
import { findPartnerPage, type PartnerListCall } from './partner-page.ts';

/** A list of notices of some kinds (funding requests, payment notices, …), the partner's own or any. */
export function findNotices(
  o: PartnerListCall & { kinds: readonly NoticeKind[]; filters: NoticeListInput['search_condition'] },
) {
  const { status, kind, keyword } = o.filters;
  return findPartnerPage(o, {
    owner: partnerNotices.ent_id,
    select: () => selectNotices(o.db),
    filters: [
      inArray(partnerNotices.kind, [...o.kinds]),
      status ? eq(partnerNotices.status, status) : undefined,
      kind ? eq(partnerNotices.kind, kind) : undefined,
      keyword ? ilike(partnerNotices.trans_code, likePattern(keyword)) : undefined,
    ],
    sortable: {
      ...sortableColumns(partnerNotices, [
        'id',
        'trans_code',
        'amount',
        'charge',
        'start_date',
        'end_date',
        'status',
        'updated_at',
      ]),
      partner_name: enterprises.name,
    },
    defaultSort: { column: 'updated_at', direction: 'DESC' },
    tieBreaker: partnerNotices.id,
    map: toNoticeItem,
  });
}

/** The receivables notices of some kinds cover: a funding request's evidence, the guaranteed ARs. */
export function findNoticeArs(
  o: PartnerListCall & {
    kinds: readonly NoticeKind[];
    /** Only notices in these statuses (the guarantees in force), else every one. */
    statuses?: readonly string[];
    filters: { partner_id?: number | undefined; notice_id?: number | undefined };
  },
) {
  const select = () =>
    o.db
      .select({
        a: partnerNoticeArs,
        partner_id: partnerNotices.ent_id,
        partner_name: enterprises.name,
        trans_code: partnerNotices.trans_code,
        notice_status: partnerNotices.status,
      })
      .from(partnerNoticeArs)
      .innerJoin(partnerNotices, eq(partnerNotices.id, partnerNoticeArs.notice_id))
      .innerJoin(enterprises, byPartner(partnerNotices.ent_id))
      .$dynamic();
  return findPartnerPage(o, {
    owner: partnerNotices.ent_id,
    select,
    filters: [
      inArray(partnerNotices.kind, [...o.kinds]),
      o.statuses ? inArray(partnerNotices.status, [...o.statuses]) : undefined,
      o.filters.notice_id === undefined ? undefined : eq(partnerNoticeArs.notice_id, o.filters.notice_id),
    ],
    sortable: {
      ...sortableColumns(partnerNoticeArs, ['notice_id', 'inv_no', 'ar_amount', 'amount', 'due_date']),
      partner_name: enterprises.name,
      trans_code: partnerNotices.trans_code,
    },
    defaultSort: { column: 'notice_id', direction: 'DESC' },
    tieBreaker: partnerNoticeArs.id,
    map: (r): NoticeArItem => ({
      id: r.a.id,
      notice_id: r.a.notice_id,
      partner_id: r.partner_id,
      partner_name: r.partner_name,
      trans_code: r.trans_code,
      inv_no: r.a.inv_no,
      ar_amount: r.a.ar_amount,
      amount: r.a.amount,
      due_date: r.a.due_date,
      notice_status: r.notice_status,
    }),
  });
}
