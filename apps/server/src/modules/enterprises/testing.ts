import ExcelJS from 'exceljs';
import type { Column } from './excel.ts';

/** Test support: an .xlsx with the template's header and the given rows (cells by column key). */
export async function xlsx(columns: readonly Column[], rows: Record<string, unknown>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(columns.map((c) => `${c.label.vi} (${c.key})`));
  for (const r of rows) sheet.addRow(columns.map((c) => (r[c.key] ?? null) as ExcelJS.CellValue));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body with one file part, as a browser sends it. */
export function multipart(
  file: Buffer,
  name = 'data.xlsx',
  type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----arflowtest7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
