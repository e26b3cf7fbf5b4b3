import { APPENDIX_COLUMNS } from '@arflow/domain/api/appendices';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

const common = { user: 'viewer', columns: APPENDIX_COLUMNS, key: 'number', sort: ['updated_at'] } as const;

/** Every partner's appendices (the funder's list) and one partner's (its page's panel). */
export const EXPORT_CASES: ExportCase[] = [
  listCase({ ...common, url: '/api/referral-coordination/program-config/list-referral-appendix' }),
  listCase({ ...common, url: '/api/partner/ref_appendix/:id/appendixes', companies: { id: 'PTN03' } }),
];
