import {
  POINT_MOVEMENT_COLUMNS,
  POINT_SETTING_COLUMNS,
  VOUCHER_CATEGORY_COLUMNS,
  VOUCHER_REQUEST_COLUMNS,
} from '@arflow/domain/api/points';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

/** The four lists of the points screens, as the funder's points administrator reads them. */
export const EXPORT_CASES: ExportCase[] = [
  listCase({
    method: 'GET',
    url: '/api/point/listpointsettingdetail',
    user: 'master',
    columns: POINT_SETTING_COLUMNS,
    key: 'vnd_per_point',
    sort: ['effective_from'],
  }),
  listCase({
    method: 'GET',
    url: '/api/point/listcategoryvoucher',
    user: 'master',
    columns: VOUCHER_CATEGORY_COLUMNS,
    key: 'name',
    sort: ['points', 'ASC'],
  }),
  listCase({
    url: '/api/point/listpointdetail',
    user: 'buyer1',
    columns: POINT_MOVEMENT_COLUMNS,
    key: 'points',
    sort: ['created_at'],
  }),
  listCase({
    url: '/api/point/listrequestvoucher',
    user: 'master',
    columns: VOUCHER_REQUEST_COLUMNS,
    key: 'category_name',
    sort: ['id'],
  }),
];
