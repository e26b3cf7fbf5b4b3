import { formatMiB, IMPORT_TEMPLATES } from '@arflow/domain/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { BUYER_COLUMNS } from '../buyers/import-buyers.ts';
import { multipart, xlsx } from '../enterprises/index.ts';
import { AR_COLUMNS } from '../receivables/import-receivables.ts';

/**
 * The limits an import enforces are those its dialog states (IMPORT_TEMPLATES), and a refusal says
 * which one the file broke, in the caller's language: its size in MiB, its row count, its type.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const IMPORTS = [
  { type: 'receivable', path: '/api/supplier/ar/import', user: 'supplier1', columns: AR_COLUMNS },
  { type: 'buyer', path: '/api/buyer/add-data-by-excel-buyer', user: 'crm', columns: BUYER_COLUMNS },
] as const;

async function send(path: string, user: string, file: Buffer, locale: 'vi' | 'en') {
  const { payload, headers } = multipart(file);
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { ...headers, ...(await t.auth(user)), 'accept-language': locale },
  });
  return {
    status: res.statusCode,
    code: res.json().code as string,
    message: res.json().messages?.[0] as string,
  };
}

/** A file of exactly `bytes` bytes that starts as a zip does, so only its size or its content can refuse it. */
const zipOfSize = (bytes: number) =>
  Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(bytes - 4, 0x20)]);

describe('import limits', () => {
  it.each(IMPORTS)('$type: a file over the size limit is refused naming the limit in MiB', async (imp) => {
    const { maxBytes } = IMPORT_TEMPLATES[imp.type].limits;
    const mib = formatMiB(maxBytes);
    expect(mib).toBe(imp.type === 'receivable' ? '8 MiB' : '5 MiB');
    const over = zipOfSize(maxBytes + 1);
    expect(await send(imp.path, imp.user, over, 'en')).toEqual({
      status: 413,
      code: 'FILE_TOO_LARGE',
      message: `The file is larger than allowed (${mib} at most)`,
    });
    expect((await send(imp.path, imp.user, over, 'vi')).message).toBe(
      `Tệp vượt quá dung lượng cho phép (tối đa ${mib})`,
    );
    // At the limit the size passes: what refuses this one is its content.
    expect((await send(imp.path, imp.user, zipOfSize(maxBytes), 'en')).code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it.each(IMPORTS)('$type: a file over the row limit is refused naming the count', async (imp) => {
    const { maxRows } = IMPORT_TEMPLATES[imp.type].limits;
    const key = imp.columns[0]!.key;
    const file = await xlsx(
      imp.columns,
      Array.from({ length: maxRows + 1 }, (_, i) => ({ [key]: `R${i}` })),
    );
    const en = await send(imp.path, imp.user, file, 'en');
    const counts = imp.type === 'receivable' ? ['10,000', '10.000'] : ['5,000', '5.000'];
    expect(en).toEqual({
      status: 422,
      code: 'IMPORT_TOO_MANY_ROWS',
      message: `The file has more than ${counts[0]} data rows`,
    });
    expect((await send(imp.path, imp.user, file, 'vi')).message).toBe(`Tệp có quá ${counts[1]} dòng dữ liệu`);
  });

  it.each(IMPORTS)('$type: a file that is not an .xlsx is refused naming the type', async (imp) => {
    const pdf = Buffer.from('%PDF-1.4 not a spreadsheet');
    expect(await send(imp.path, imp.user, pdf, 'en')).toEqual({
      status: 422,
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'File is not valid: only .xlsx files whose content matches their type are accepted',
    });
    expect((await send(imp.path, imp.user, pdf, 'vi')).message).toBe(
      'Tệp không hợp lệ: chỉ nhận tệp .xlsx có nội dung đúng định dạng',
    );
  });
});
