import type { APIRequestContext } from '@playwright/test';
import { templateWorkbook } from './workbook.ts';

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The receivable import template from the server, filled with `rows`. */
export function arWorkbook(
  api: APIRequestContext,
  token: string,
  rows: Record<string, string | number>[],
): Promise<Buffer> {
  return templateWorkbook(api, token, '/api/supplier/ar/template', rows);
}
