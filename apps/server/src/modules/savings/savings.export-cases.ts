import {
  MEMBER_HISTORY_COLUMNS,
  MOVEMENT_COLUMNS,
  PLACEMENT_COLUMNS,
  SAVINGS_CLASS_COLUMNS,
  SAVINGS_MEMBER_COLUMNS,
  SAVINGS_PACK_COLUMNS,
  SAVINGS_SOURCE_COLUMNS,
  SAVINGS_TRANSFER_COLUMNS,
} from '@arflow/domain/api/savings';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

/** The savings book as MASTER reads it (demo: three classes, four members, five packs, placements, sources, transfers). */
export const EXPORT_CASES: ExportCase[] = [
  listCase({
    method: 'GET',
    url: '/api/savings/membership-classes',
    user: 'master',
    sort: ['name', 'ASC'],
    columns: SAVINGS_CLASS_COLUMNS,
    key: 'name',
  }),
  listCase({
    method: 'GET',
    url: '/api/savings/members',
    user: 'master',
    sort: ['code', 'ASC'],
    columns: SAVINGS_MEMBER_COLUMNS,
    key: 'code',
  }),
  ...['/api/savings/term-packs', '/api/savings/non-term-packs', '/api/savings/packs'].map((url) =>
    listCase({
      method: 'GET',
      url,
      user: 'master',
      sort: ['code', 'ASC'],
      columns: SAVINGS_PACK_COLUMNS,
      key: 'code',
    }),
  ),
  listCase({
    url: '/api/savings/placements',
    user: 'master',
    sort: ['id', 'ASC'],
    columns: PLACEMENT_COLUMNS,
    key: 'id',
  }),
  // Sorted and compared on the same column: movements of one day share a date.
  listCase({
    url: '/api/savings/transactions',
    user: 'master',
    sort: ['amount', 'DESC'],
    columns: MOVEMENT_COLUMNS,
    key: 'amount',
  }),
  listCase({
    url: '/api/savings/member-history',
    user: 'master',
    sort: ['total_holding', 'DESC'],
    columns: MEMBER_HISTORY_COLUMNS,
    key: 'total_holding',
  }),
  listCase({
    method: 'GET',
    url: '/api/savings/sources',
    user: 'master',
    sort: ['code', 'ASC'],
    columns: SAVINGS_SOURCE_COLUMNS,
    key: 'code',
  }),
  listCase({
    url: '/api/savings/transfers',
    user: 'master',
    sort: ['id', 'ASC'],
    columns: SAVINGS_TRANSFER_COLUMNS,
    key: 'id',
  }),
];
