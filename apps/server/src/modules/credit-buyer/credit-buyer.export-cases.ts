import { CREDIT_LIST_COLUMNS } from '@arflow/domain/api/credit-buyer';
import { type ExportCase, postListCase } from '../../../test/export-case.ts';

/** The funder's buyer credit list (/fun/buyer/credit). */
export const EXPORT_CASES: ExportCase[] = [
  postListCase('/api/credit-buyer/list', 'camanager', CREDIT_LIST_COLUMNS, 'code', 'name'),
];
