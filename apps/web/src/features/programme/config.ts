import {
  LENDING_PACK_COLUMNS,
  LENDING_PACK_RATING_COLUMNS,
  type LendingPackForm,
  type LendingPackItem,
  type LendingPackRating,
  type LendingPackRatingBody,
  type LendingPackRatingItem,
} from '@arflow/domain/api/lending-packs';
import {
  APPROVAL_COLUMNS,
  BUYER_COLUMNS,
  DISCOUNT_RATE_COLUMNS,
  type DiscountRateItem,
  INVEST_ORDER_COLUMNS,
  type InvestOrderItem,
  PRICE_COLUMNS,
  PROMOTION_COLUMNS,
  type ProgrammeBuyerItem,
  type PromotionForm,
  type PromotionItem,
} from '@arflow/domain/api/programme';
import { BUYER_CREDIT_SETUP_STATUS_LABELS } from '@arflow/domain/statuses/credit';
import { LENDING_PACK_STATUS_LABELS } from '@arflow/domain/statuses/lending-pack';
import { PROMOTION_STATUS_LABELS } from '@arflow/domain/statuses/programme';
import { LENDING_PACK_ACTIONS, type LendingPackAction } from '@arflow/domain/workflows/lending-pack';
import { PROMOTION_ACTIONS, type PromotionAction } from '@arflow/domain/workflows/promotion';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { type Column, columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import { actionKeys } from '../../shared/text-keys.ts';

export const PROMOTION_COLUMNS_WEB = columnsOf<PromotionItem>(PROMOTION_COLUMNS, {
  name: { link: (row) => `/fun/program-setup/promotion/${row.id}` },
});
export const APPROVAL_COLUMNS_WEB = columnsOf<ProgrammeBuyerItem>(APPROVAL_COLUMNS);
export const BUYER_COLUMNS_WEB = columnsOf<ProgrammeBuyerItem>(BUYER_COLUMNS);
export const PRICE_COLUMNS_WEB = columnsOf<ProgrammeBuyerItem>(PRICE_COLUMNS);
export const DISCOUNT_RATE_COLUMNS_WEB = columnsOf<DiscountRateItem>(DISCOUNT_RATE_COLUMNS);
export const INVEST_ORDER_COLUMNS_WEB = columnsOf<InvestOrderItem>(INVEST_ORDER_COLUMNS);

const keyword = { kind: 'text', name: 'keyword', label: 'programme.fields.keyword' } as const;
export const KEYWORD_FILTER = [keyword] as const satisfies readonly FilterField<'keyword'>[];
export const PROMOTION_FILTERS = [
  keyword,
  { kind: 'status', name: 'status', label: 'programme.fields.status', statuses: PROMOTION_STATUS_LABELS },
] as const satisfies readonly FilterField<'keyword' | 'status'>[];
export const APPROVAL_FILTERS = [
  keyword,
  {
    kind: 'status',
    name: 'status',
    label: 'programme.fields.status',
    statuses: BUYER_CREDIT_SETUP_STATUS_LABELS,
  },
] as const satisfies readonly FilterField<'keyword' | 'status'>[];

/** The promotion form; the buyer and supplier choices come from the programme (PromotionForm.tsx). */
export const promotionFields = (
  buyers: readonly { value: number; label: { vi: string; en: string } }[],
  supplier: FieldConfig<PromotionForm>['sup_id'],
) =>
  ({
    name: { label: 'programme.fields.name', maxLength: 200, span: 24 },
    buy_id: { label: 'programme.fields.buy_id', kind: 'select', options: buyers },
    sup_id: supplier,
    start_date: { label: 'programme.fields.start_date', kind: 'date' },
    end_date: { label: 'programme.fields.end_date', kind: 'date' },
    discount_rate: { label: 'programme.fields.promotion_rate', kind: 'rate' },
    max_per_supplier: { label: 'programme.fields.max_per_supplier', kind: 'integer' },
    note: { label: 'programme.fields.note', kind: 'textarea', span: 24, maxLength: 1000 },
  }) as const satisfies FieldConfig<PromotionForm>;

export const PROMOTION_HISTORY_ACTIONS = actionKeys('programme.history', PROMOTION_ACTIONS) satisfies Record<
  Uppercase<PromotionAction>,
  TextKey
>;

/* ---------------------------------------- lending packs ---------------------------------------- */

const lp = (key: string) => `programme.lendingPack.fields.${key}` as TextKey;
export const LENDING_PACK_COLUMNS_WEB = columnsOf<LendingPackItem>(LENDING_PACK_COLUMNS, {
  name: { link: (row) => `/fun/program-setup/lending-pack/${row.id}` },
});
export const LENDING_PACK_RATING_COLUMNS_WEB = columnsOf<LendingPackRatingItem>(LENDING_PACK_RATING_COLUMNS, {
  pack_name: { link: (row) => `/fun/program-setup/lending-pack/${row.pack_id}` },
});
export const LENDING_PACK_FILTERS = [
  { kind: 'text', name: 'keyword', label: lp('keyword') },
  { kind: 'status', name: 'status', label: lp('status'), statuses: LENDING_PACK_STATUS_LABELS },
] as const satisfies readonly FilterField<'keyword' | 'status'>[];

/** add-lending-pack-modal, and the pack's own form on its page. */
export const LENDING_PACK_FIELDS = {
  name: { label: lp('name'), maxLength: 200, span: 24 },
  total_limit: { label: lp('total_limit'), kind: 'money' },
  term_days: { label: lp('term_days'), kind: 'integer' },
  note: { label: lp('note'), kind: 'textarea', span: 24, maxLength: 1000 },
} as const satisfies FieldConfig<LendingPackForm>;

export const LENDING_PACK_RATING_FIELDS = {
  rating_class: { label: lp('rating_class'), maxLength: 10 },
  rate_bps: { label: lp('rate_bps'), kind: 'integer' },
} as const satisfies FieldConfig<LendingPackRatingBody>;

/** A pack's ratings with the quote for its whole limit over its term. */
export const PACK_RATING_COLUMNS: Column<LendingPackRating>[] = [
  { key: 'rating_class', label: lp('rating_class') },
  { key: 'rate_bps', label: lp('rate_bps') },
  { key: 'rate', label: lp('rate'), kind: 'rate' },
  { key: 'interest', label: lp('interest'), kind: 'money' },
  { key: 'repayment', label: lp('repayment'), kind: 'money' },
];
export const PACK_PARTNER_COLUMNS: Column<LendingPackItem['partners'][number]>[] = [
  { key: 'code', label: lp('code') },
  { key: 'name', label: lp('partner_id') },
];

export const LENDING_PACK_HISTORY_ACTIONS = actionKeys(
  'programme.lendingPack.history',
  LENDING_PACK_ACTIONS,
) satisfies Record<Uppercase<LendingPackAction>, TextKey>;
