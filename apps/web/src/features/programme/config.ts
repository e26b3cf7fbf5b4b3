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
import { PROMOTION_STATUS_LABELS } from '@arflow/domain/statuses/programme';
import { PROMOTION_ACTIONS, type PromotionAction } from '@arflow/domain/workflows/promotion';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
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
