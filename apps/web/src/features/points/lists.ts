import {
  POINT_MOVEMENT_COLUMNS,
  POINT_SETTING_COLUMNS,
  type PointMovementItem,
  type PointSettingForm,
  type PointSettingItem,
  pointDetailListResponse,
  pointSettingListResponse,
  VOUCHER_CATEGORY_COLUMNS,
  VOUCHER_REQUEST_COLUMNS,
  type VoucherCategoryForm,
  type VoucherCategoryItem,
  type VoucherRequestItem,
  voucherCategoryListResponse,
  voucherRequestListResponse,
} from '@arflow/domain/api/points';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { PointsList } from './PointsTable.tsx';

/** The four lists of spec §7 Points, as the screens call them. */
export const POINT_LISTS = {
  settings: {
    path: '/point/listpointsettingdetail',
    post: false,
    schema: pointSettingListResponse,
    columns: POINT_SETTING_COLUMNS,
  } satisfies PointsList<PointSettingItem>,
  categories: {
    path: '/point/listcategoryvoucher',
    post: false,
    schema: voucherCategoryListResponse,
    columns: VOUCHER_CATEGORY_COLUMNS,
  } satisfies PointsList<VoucherCategoryItem>,
  details: {
    path: '/point/listpointdetail',
    post: true,
    schema: pointDetailListResponse,
    columns: POINT_MOVEMENT_COLUMNS,
  } satisfies PointsList<PointMovementItem>,
  requests: {
    path: '/point/listrequestvoucher',
    post: true,
    schema: voucherRequestListResponse,
    columns: VOUCHER_REQUEST_COLUMNS,
  } satisfies PointsList<VoucherRequestItem>,
};

export const SETTING_FIELDS = {
  vnd_per_point: { label: 'points.fields.vnd_per_point', kind: 'money', span: 12 },
  effective_from: { label: 'points.fields.effective_from', kind: 'date', span: 12 },
  note: { label: 'points.fields.note', kind: 'textarea', span: 24, maxLength: 500 },
} as const satisfies FieldConfig<PointSettingForm>;

export const CATEGORY_FIELDS = {
  name: { label: 'points.fields.name', span: 24, maxLength: 200 },
  points: { label: 'points.fields.points', kind: 'integer', span: 12 },
  value: { label: 'points.fields.value', kind: 'money', span: 12 },
  active: { label: 'points.fields.active', kind: 'switch', span: 24 },
} as const satisfies FieldConfig<VoucherCategoryForm>;
