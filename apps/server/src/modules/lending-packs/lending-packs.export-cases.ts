import { LENDING_PACK_COLUMNS, LENDING_PACK_RATING_COLUMNS } from '@arflow/domain/api/lending-packs';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

/** The lending packs and every pack's ratings, as every funder role reads them (demo: three packs, five ratings). */
export const EXPORT_CASES: ExportCase[] = [
  listCase({
    method: 'GET',
    url: '/api/program-setup/lending-packs',
    user: 'viewer',
    sort: ['name', 'ASC'],
    columns: LENDING_PACK_COLUMNS,
    key: 'name',
  }),
  listCase({
    url: '/api/program-setup/lending-pack/ratings',
    user: 'viewer',
    sort: ['rate_bps', 'ASC'],
    columns: LENDING_PACK_RATING_COLUMNS,
    key: 'rate_bps',
  }),
];
