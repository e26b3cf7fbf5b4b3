import type { ListColumn } from '@arflow/domain/api/paging';
import {
  APPROVAL_COLUMNS,
  BUYER_COLUMNS,
  DISCOUNT_RATE_COLUMNS,
  INVEST_ORDER_COLUMNS,
  PRICE_COLUMNS,
  PROMOTION_COLUMNS,
} from '@arflow/domain/api/programme';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

const setup = (path: string, columns: readonly ListColumn[], key: string) =>
  listCase({ url: `/api/program-setup/${path}`, user: 'viewer', columns, key, sort: [key, 'ASC'] });

/** The programme's six exported lists, as every funder role reads them. */
export const EXPORT_CASES: ExportCase[] = [
  setup('promotion-list', PROMOTION_COLUMNS, 'name'),
  setup('approval', APPROVAL_COLUMNS, 'buy_name'),
  setup('buyer', BUYER_COLUMNS, 'buy_name'),
  setup('price', PRICE_COLUMNS, 'buy_name'),
  setup('diff-discount-rate', DISCOUNT_RATE_COLUMNS, 'sup_name'),
  setup('invest-order', INVEST_ORDER_COLUMNS, 'trans_code'),
];
