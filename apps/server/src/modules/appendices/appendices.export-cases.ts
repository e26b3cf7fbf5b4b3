import { APPENDIX_COLUMNS } from '@arflow/domain/api/appendices';
import type { ExportCase } from '../../../test/export-case.ts';

const input = { search_condition: {}, sort_column: 'updated_at', sort_direction: 'DESC' };

/** Every partner's appendices (the funder's list) and one partner's (its page's panel). */
export const EXPORT_CASES: ExportCase[] = [
  {
    method: 'POST',
    url: '/api/referral-coordination/program-config/list-referral-appendix',
    user: 'viewer',
    input,
    columns: APPENDIX_COLUMNS,
    key: 'number',
  },
  {
    method: 'POST',
    url: '/api/partner/ref_appendix/:id/appendixes',
    companies: { id: 'PTN03' },
    user: 'viewer',
    input,
    columns: APPENDIX_COLUMNS,
    key: 'number',
  },
];
