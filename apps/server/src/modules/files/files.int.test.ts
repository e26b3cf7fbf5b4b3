import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type Part, pdfOfSize, SAMPLES, xlsx } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { type LocalS3, startLocalS3 } from '../../../test/s3.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { commitStaged } from '../../platform/files/record.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { users } from '../users/users.tables.ts';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const file = (filename: string, content: Buffer, name = 'file'): Part => ({ name, filename, content });
const purpose = (value = 'document'): Part => ({ name: 'purpose', value });

/** Sent in 16 KiB chunks as a network would, so the file streams past the type check in pieces. */
async function upload(t: TestApp, parts: Part[], headers: Record<string, string> = {}) {
  const body = multipart(parts);
  const chunks = [];
  for (let i = 0; i < body.payload.length; i += 16 * 1024)
    chunks.push(body.payload.subarray(i, i + 16 * 1024));
  return t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    payload: Readable.from(chunks),
    headers: { ...body.headers, ...headers },
  });
}

async function storeKeys(store: FileStore): Promise<string[]> {
  const out: string[] = [];
  for await (const o of store.list()) out.push(o.key);
  return out.sort();
}

/** What a refused upload must leave as it was: the store's objects, the rows, the audit log. */
async function footprint(t: TestApp) {
  const { rows } = await t.db.execute(sql`
    select (select count(*) from stored_files) as files, (select count(*) from audit_log) as audit`);
  return { keys: await storeKeys(t.app.deps.files), rows: rows[0] };
}

async function enterpriseOf(t: TestApp, username: string): Promise<number> {
  const [u] = await t.db.select({ id: users.enterpriseId }).from(users).where(eq(users.username, username));
  return u!.id;
}

describe('files: upload and download (local store)', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  beforeAll(async () => {
    // Small limits, so "too large" is tested without sending 200 MiB.
    t = await createTestApp({ env: { FILE_MAX_BYTES: '8192', FILE_LIST_MAX_BYTES: '4096' } });
    buyer = await t.auth('buyer1');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a PDF and a PNG for the caller’s company, typed by their bytes, and serves them back', async () => {
    const res = await upload(
      t,
      [purpose('legal_record'), file('Giấy phép kinh doanh.pdf', SAMPLES.pdf), file('logo.PNG', SAMPLES.png)],
      buyer,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [pdf, png] = res.json().data;
    const company = await enterpriseOf(t, 'buyer1');
    expect(pdf).toMatchObject({
      ent_id: company,
      purpose: 'legal_record',
      original_name: 'Giấy phép kinh doanh.pdf',
      content_type: 'application/pdf',
      size: SAMPLES.pdf.length,
      sha256: sha(SAMPLES.pdf),
    });
    expect(png).toMatchObject({
      content_type: 'image/png',
      size: SAMPLES.png.length,
      original_name: 'logo.PNG',
    });
    expect(Object.keys(pdf)).not.toContain('key');

    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, pdf.id));
    expect(row).toMatchObject({ ent_id: company, uploaded_by: expect.any(Number), deleted_at: null });
    // The key is generated, not the name.
    expect(row!.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);

    const down = await t.app.inject({ url: `/api/files/${pdf.id}/download`, headers: buyer });
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload).toEqual(SAMPLES.pdf);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-length']).toBe(String(SAMPLES.pdf.length));
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.headers['cache-control']).toBe('private, no-store');
    const disposition = String(down.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; /);
    expect(disposition).toContain('filename="Giay phep kinh doanh.pdf"');
    const star = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
    expect(decodeURIComponent(star!)).toBe('Giấy phép kinh doanh.pdf');
  });

  it('accepts JPEG under .jpg and .jpeg and GIF', async () => {
    for (const [name, content, type] of [
      ['a.jpg', SAMPLES.jpg, 'image/jpeg'],
      ['b.JPEG', SAMPLES.jpg, 'image/jpeg'],
      ['c.gif', SAMPLES.gif, 'image/gif'],
    ] as const) {
      const res = await upload(t, [purpose(), file(name, content)], buyer);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().data[0].content_type).toBe(type);
    }
  });

  it('keeps only a clean display name: no folders, no control or direction characters, NFC', async () => {
    const decomposed = 'Hợp đồng.pdf'.normalize('NFD');
    const cases: [string, string][] = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['C:\\Users\\an\\Biên bản.pdf', 'Biên bản.pdf'],
      [decomposed, 'Hợp đồng.pdf'],
      ['invoice\u202Efdp.exe.pdf', 'invoicefdp.exe.pdf'],
      ['..pdf', '..pdf'],
    ];
    for (const [raw, shown] of cases) {
      const res = await upload(t, [purpose(), file(raw, SAMPLES.pdf)], buyer);
      expect(res.statusCode, raw).toBe(200);
      expect(res.json().data[0].original_name, raw).toBe(shown);
    }
  });

  it('refuses a file whose bytes are not what its name says, and keeps nothing', async () => {
    const before = await footprint(t);
    const refused: [string, Buffer][] = [
      ['contract.pdf', SAMPLES.exe],
      ['contract.pdf', SAMPLES.html],
      ['scan.pdf', SAMPLES.png], // an allowed kind, but not under this name
      ['scan.png', SAMPLES.pdf],
      ['scan', SAMPLES.pdf], // no extension
      ['page.html', SAMPLES.html],
      ['tool.exe', SAMPLES.exe],
      ['empty.pdf', Buffer.alloc(0)],
    ];
    for (const [name, content] of refused) {
      const vi = await upload(t, [purpose(), file(name, content)], { ...buyer, 'accept-language': 'vi' });
      expect(vi.statusCode, name).toBe(422);
      expect(vi.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
      expect(vi.json().fields.file[0]).toBe(
        'Tệp không hợp lệ: chỉ nhận tệp PDF, PNG, JPG, JPEG, GIF có nội dung đúng định dạng',
      );
    }
    const en = await upload(t, [purpose(), file('x.pdf', SAMPLES.exe)], {
      ...buyer,
      'accept-language': 'en',
    });
    expect(en.json().messages).toEqual([
      'File is not valid: only PDF, PNG, JPG, JPEG, GIF files whose content matches their type are accepted',
    ]);
    // A valid file before a refused one in the same list is removed too.
    const mixed = await upload(
      t,
      [purpose(), file('ok.pdf', SAMPLES.pdf), file('bad.pdf', SAMPLES.exe)],
      buyer,
    );
    expect(mixed.statusCode).toBe(422);
    expect(await footprint(t)).toEqual(before);
  });

  it('answers 413 past the size limits and keeps nothing', async () => {
    const before = await footprint(t);
    const big = await upload(t, [purpose(), file('big.pdf', pdfOfSize(8193))], {
      ...buyer,
      'accept-language': 'en',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      status: 413,
      code: 'FILE_TOO_LARGE',
      messages: ['The file is larger than allowed (8 KB at most)'],
    });
    // Far past the limit: the stream stops at the limit, the rest of the body is discarded.
    const huge = await upload(t, [purpose(), file('huge.pdf', pdfOfSize(3 * 1024 * 1024))], buyer);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('FILE_TOO_LARGE');

    // A list: together at most 4 KB, whichever file crosses the line.
    const list = await upload(
      t,
      [purpose(), file('a.pdf', pdfOfSize(3000)), file('b.pdf', pdfOfSize(3000))],
      buyer,
    );
    expect(list.statusCode).toBe(413);
    expect(list.json().code).toBe('FILE_LIST_TOO_LARGE');
    const firstBig = await upload(
      t,
      [purpose(), file('a.pdf', pdfOfSize(6000)), file('b.pdf', SAMPLES.pdf)],
      buyer,
    );
    expect(firstBig.json().code).toBe('FILE_LIST_TOO_LARGE');
    expect(await footprint(t)).toEqual(before);

    // One file alone may be up to the file limit, above the list limit.
    const alone = await upload(t, [purpose(), file('alone.pdf', pdfOfSize(8192))], buyer);
    expect(alone.statusCode).toBe(200);
    expect(alone.json().data[0].size).toBe(8192);
  });

  it('reads an Excel import whole, so an .xlsx is known whatever its entry order', async () => {
    const small = await createTestApp();
    try {
      const headers = await small.auth('buyer1');
      for (const last of [false, true]) {
        const res = await upload(
          small,
          [purpose('import_excel'), file('nhap-lieu.xlsx', xlsx(last))],
          headers,
        );
        expect(res.statusCode, `content types last: ${last}`).toBe(200);
        expect(res.json().data[0].content_type).toBe(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
      }
      const notForDocuments = await upload(small, [purpose('document'), file('a.xlsx', xlsx())], headers);
      expect(notForDocuments.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
      const pdfAsImport = await upload(small, [purpose('import_excel'), file('a.pdf', SAMPLES.pdf)], headers);
      expect(pdfAsImport.json().fields.file[0]).toContain('XLSX');
      const two = await upload(
        small,
        [purpose('import_excel'), file('a.xlsx', xlsx()), file('b.xlsx', xlsx())],
        { ...headers, 'accept-language': 'en' },
      );
      expect(two.statusCode).toBe(422);
      expect(two.json()).toMatchObject({
        code: 'FILE_TOO_MANY',
        fields: { file: ['At most 1 files can be uploaded at once'] },
      });
      expect(
        (await small.db.select().from(storedFiles).where(eq(storedFiles.purpose, 'import_excel'))).map(
          (f) => f.original_name,
        ),
      ).toEqual(['nhap-lieu.xlsx', 'nhap-lieu.xlsx']);
    } finally {
      await small.close();
    }
  });

  it('refuses missing or wrong fields in the user’s language, and more files than allowed', async () => {
    const before = await footprint(t);
    const en = { ...buyer, 'accept-language': 'en' };
    const noPurpose = await upload(t, [file('a.pdf', SAMPLES.pdf)], en);
    expect(noPurpose.json()).toMatchObject({ status: 422, fields: { purpose: ['This field is required'] } });
    const purposeAfter = await upload(t, [file('a.pdf', SAMPLES.pdf), purpose()], en);
    expect(purposeAfter.json().fields).toEqual({ purpose: ['This field is required'] });
    const wrong = await upload(t, [purpose('selfie'), file('a.pdf', SAMPLES.pdf)], en);
    expect(wrong.json().fields).toEqual({ purpose: ['The entered value is not valid'] });
    const noFile = await upload(t, [purpose()], en);
    expect(noFile.json()).toEqual({
      status: 422,
      code: 'FILE_REQUIRED',
      messages: ['Please choose a file'],
      fields: { file: ['Please choose a file'] },
    });
    const nothing = await upload(t, [], { ...buyer, 'accept-language': 'vi' });
    expect(nothing.json().fields).toEqual({
      purpose: ['Trường này là bắt buộc'],
      file: ['Vui lòng chọn tệp'],
    });
    const extra = await upload(t, [purpose(), { name: 'note', value: 'x' }, file('a.pdf', SAMPLES.pdf)], en);
    expect(extra.json().fields).toEqual({ note: ['Unknown field: note'] });
    const otherField = await upload(t, [purpose(), file('a.pdf', SAMPLES.pdf, 'attachment')], en);
    expect(otherField.json().fields).toEqual({ attachment: ['Unknown field: attachment'] });
    const twice = await upload(t, [purpose(), purpose('legal_record'), file('a.pdf', SAMPLES.pdf)], en);
    expect(twice.json().fields).toEqual({ purpose: ['The entered value is not valid'] });
    const eleven = await upload(
      t,
      [purpose(), ...Array.from({ length: 11 }, (_, i) => file(`${i}.gif`, SAMPLES.gif))],
      en,
    );
    expect(eleven.json()).toMatchObject({
      code: 'FILE_TOO_MANY',
      fields: { file: ['At most 10 files can be uploaded at once'] },
    });
    expect(await footprint(t)).toEqual(before);
  });

  it('answers bad multipart bodies with the one error shape, never a 5xx, writing nothing', async () => {
    const before = await footprint(t);
    const good = multipart([purpose(), file('a.pdf', SAMPLES.pdf)], 'xyz');
    const cases: { type?: string; payload: string | Buffer }[] = [
      { type: 'application/json', payload: '{"purpose":"document"}' },
      { type: 'text/plain', payload: 'purpose=document' },
      { type: 'multipart/form-data', payload: good.payload },
      { type: 'multipart/form-data; boundary=other', payload: good.payload },
      {
        type: 'multipart/form-data; boundary=xyz',
        payload: good.payload.subarray(0, good.payload.length - 40),
      },
      { type: 'multipart/form-data; boundary=xyz', payload: good.payload.subarray(0, 60) },
      { type: 'multipart/form-data; boundary=xyz', payload: '' },
      {
        type: 'multipart/form-data; boundary=xyz',
        payload: '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--xyz--',
      },
      {
        type: 'multipart/form-data; boundary=xyz',
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="constructor"; filename="a.pdf"\r\n\r\n%PDF-\r\n--xyz--',
      },
      {
        type: 'multipart/form-data; boundary=xyz',
        payload: `--xyz\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${'d'.repeat(20_000)}\r\n--xyz--`,
      },
      {
        type: 'multipart/form-data; boundary=xyz',
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="purpose"\r\nContent-Type: application/json\r\n\r\n{bad\r\n--xyz--',
      },
      {
        type: 'multipart/form-data; boundary=xyz',
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="file"; filename="\u0000\ud800.pdf"\r\n\r\n%PDF-1.4\r\n--xyz--',
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        payload: c.payload,
        headers: { ...buyer, ...(c.type ? { 'content-type': c.type } : {}) },
      });
      const where = `${c.type} ${String(c.payload).slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, where).toBeLessThan(500);
      const body = res.json();
      expect(body.status, where).toBe(res.statusCode);
      expect(body.messages.length, where).toBeGreaterThan(0);
      expect(res.body, where).not.toMatch(/Error\b|FST_|stack|node_modules/);
    }
    expect(await footprint(t)).toEqual(before);
  });

  it('removes the stored objects when the caller’s transaction fails', async () => {
    const store = t.app.deps.files;
    const staged = await store.put(Readable.from([SAMPLES.pdf]), { contentType: 'application/pdf' });
    const files = [
      { key: staged.key, original_name: 'a.pdf', content_type: 'application/pdf', size: 1, sha256: 'x' },
    ];
    await expect(
      commitStaged({ db: t.db, store, files }, async (tx) => {
        await tx
          .insert(storedFiles)
          .values({ ...files[0]!, ent_id: 1, purpose: 'document', created_at: new Date() });
        throw new Error('a later rule refused the record');
      }),
    ).rejects.toThrow('a later rule refused the record');
    expect(await store.head(staged.key)).toBeUndefined();
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.key, staged.key))).toEqual([]);
  });

  it('lets a company download only its own files; funder staff download any; others get 404', async () => {
    const mine = (await upload(t, [purpose(), file('riêng.pdf', SAMPLES.pdf)], buyer)).json().data[0];
    const url = `/api/files/${mine.id}/download`;
    expect((await t.app.inject({ url, headers: await t.auth('supplier1') })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: await t.auth('buyer2') })).json().code).toBe('NOT_FOUND');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const viewer = await t.app.inject({ url, headers: await t.auth('viewer') });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.rawPayload).toEqual(SAMPLES.pdf);
    expect((await t.app.inject({ url: '/api/files/999999/download', headers: buyer })).statusCode).toBe(404);

    // A funder VIEWER only reads.
    const viewerUpload = await upload(t, [purpose(), file('a.pdf', SAMPLES.pdf)], await t.auth('viewer'));
    expect(viewerUpload.statusCode).toBe(403);

    // Soft-deleted: gone for everyone.
    await t.db.update(storedFiles).set({ deleted_at: new Date() }).where(eq(storedFiles.id, mine.id));
    expect((await t.app.inject({ url, headers: buyer })).statusCode).toBe(404);
  });

  it('answers 404, not a broken stream, when a row’s object has gone from the store', async () => {
    const row = (await upload(t, [purpose(), file('a.pdf', SAMPLES.pdf)], buyer)).json().data[0];
    const [stored] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, row.id));
    await t.app.deps.files.delete(stored!.key);
    const res = await t.app.inject({ url: `/api/files/${row.id}/download`, headers: buyer });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('files: the same routes on an S3-compatible store', () => {
  let s3: LocalS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startLocalS3('uploads');
    // Above the 64 KiB read to decide the type: the meter on the stream stops the file.
    t = await createTestApp({ env: { ...s3.env, FILE_MAX_BYTES: String(128 * 1024) } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('uploads into the bucket, downloads from it, and leaves nothing after a refusal', async () => {
    expect(t.app.deps.files.kind).toBe('s3');
    const headers = await t.auth('supplier1');
    const res = await upload(t, [purpose(), file('Hóa đơn.pdf', SAMPLES.pdf)], headers);
    expect(res.statusCode, res.body).toBe(200);
    const stored = res.json().data[0];
    const down = await t.app.inject({ url: `/api/files/${stored.id}/download`, headers });
    expect(down.rawPayload).toEqual(SAMPLES.pdf);
    expect(down.headers['content-disposition']).toContain("filename*=UTF-8''H%C3%B3a%20%C4%91%C6%A1n.pdf");

    const before = await storeKeys(t.app.deps.files);
    expect(before).toHaveLength(1);
    const big = await upload(t, [purpose(), file('big.pdf', pdfOfSize(128 * 1024 + 1))], headers);
    expect(big.json()).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
    const refused = await upload(
      t,
      [purpose(), file('a.pdf', SAMPLES.pdf), file('x.pdf', SAMPLES.exe)],
      headers,
    );
    expect(refused.statusCode).toBe(422);
    expect(await storeKeys(t.app.deps.files)).toEqual(before);
    // Exactly the limit passes the meter.
    const exactly = await upload(t, [purpose(), file('max.pdf', pdfOfSize(128 * 1024))], headers);
    expect(exactly.statusCode).toBe(200);
    expect(await storeKeys(t.app.deps.files)).toHaveLength(2);
  });
});
