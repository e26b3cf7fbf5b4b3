import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { multipart, type Part, pdfOfSize, SAMPLES } from '../../../test/files.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { enterpriseLegalRecords } from '../enterprises/company.tables.ts';

// Small limits, so "too large" is tested without sending 200 MiB.
const api = useApiHarness({ env: { FILE_MAX_BYTES: '8192', FILE_LIST_MAX_BYTES: '4096' } });
const { post, get, idOf } = api;

const file = (filename: string, content: Buffer, name = 'file'): Part => ({ name, filename, content });
const field = (name: string, value: string | number): Part => ({ name, value: String(value) });

async function upload(area: 'buyer' | 'supplier', parts: Part[], user: string, lang = 'en') {
  const body = multipart(parts);
  return api.t.app.inject({
    method: 'POST',
    url: `/api/${area}/legal-records/upload`,
    payload: Readable.from([body.payload]),
    headers: { ...body.headers, ...(await api.t.auth(user)), 'accept-language': lang },
  });
}
/** What a refused call must leave as it was: records, stored files, their objects, the audit log. */
async function footprint() {
  const { rows } = await api.t.db.execute(sql`
    select (select count(*) from enterprise_legal_records) as records,
           (select count(*) from stored_files) as files,
           (select count(*) from audit_log) as audit`);
  const keys: string[] = [];
  for await (const o of api.t.app.deps.files.list()) keys.push(o.key);
  return { rows: rows[0], keys: keys.sort() };
}
const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((r) => r.id);

describe('legal records: upload and read', () => {
  it('stores a supplier’s own papers as pending records of its company, typed by their bytes', async () => {
    const sup = await idOf('SUP03');
    const res = await upload(
      'supplier',
      [field('doc_type', 'ERC'), file('Giấy phép ĐKKD.pdf', SAMPLES.pdf), file('scan.png', SAMPLES.png)],
      'supplier3',
    );
    expect(res.statusCode, res.body).toBe(200);
    const [pdf, png] = res.json().data;
    expect(pdf).toMatchObject({
      ent_id: sup,
      doc_type: 'ERC',
      status: 'PENDING',
      file_name: 'Giấy phép ĐKKD.pdf',
      content_type: 'application/pdf',
      size: SAMPLES.pdf.length,
      actions: ['delete'],
    });
    expect(png).toMatchObject({ content_type: 'image/png', file_name: 'scan.png' });
    // The file belongs to the company, under the legal_record purpose.
    const [stored] = await api.t.db.select().from(storedFiles).where(eq(storedFiles.id, pdf.file_id));
    expect(stored).toMatchObject({ ent_id: sup, purpose: 'legal_record' });
    const audit = await api.t.db.execute<{ action: string }>(
      sql`select action from audit_log where entity in ('legal_record', 'stored_file') and entity_id in (${String(pdf.id)}, ${String(pdf.file_id)}) order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['file.upload', 'legal_record.upload']);

    // Listed for the company itself and for funder staff; viewed inline; downloadable.
    expect(ids(await get('/api/supplier/legal-records/list', 'supplier3'))).toEqual(
      expect.arrayContaining([pdf.id, png.id]),
    );
    expect(ids(await get(`/api/supplier/legal-records/list/${sup}`, 'viewer'))).toEqual(
      expect.arrayContaining([pdf.id, png.id]),
    );
    const view = await post('/api/supplier/legal-records/view', { id: pdf.id }, 'supplier3');
    expect(view.json()).toEqual({
      error_code: 0,
      message: 'OK',
      file_info: {
        file: SAMPLES.pdf.toString('base64'),
        file_name: 'Giấy phép ĐKKD.pdf',
        content_type: 'application/pdf',
      },
    });
    const down = await get(`/api/files/${pdf.file_id}/download`, 'crm');
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload).toEqual(SAMPLES.pdf);
  });

  it('lets funder staff upload for a named client, and only a company of the area’s kind', async () => {
    const sup = await idOf('SUP02');
    const res = await upload(
      'supplier',
      [field('sup_id', sup), field('doc_type', 'CHARTER'), file('dieu-le.pdf', SAMPLES.pdf)],
      'crm',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({ ent_id: sup, doc_type: 'CHARTER', status: 'PENDING' });

    const before = await footprint();
    const noCompany = await upload('supplier', [field('doc_type', 'ERC'), file('a.pdf', SAMPLES.pdf)], 'crm');
    expect(noCompany.statusCode).toBe(422);
    expect(noCompany.json().fields).toEqual({ sup_id: ['This field is required'] });
    // A buyer is not a supplier; an unknown id is nobody.
    for (const id of [await idOf('BUY01'), 999_999]) {
      const res = await upload(
        'supplier',
        [field('sup_id', id), field('doc_type', 'ERC'), file('a.pdf', SAMPLES.pdf)],
        'crm',
      );
      expect(res.statusCode, String(id)).toBe(404);
    }
    expect(await footprint()).toEqual(before);
  });

  it('answers 404 for another company’s records, lists and files, never data', async () => {
    const own = (
      await upload('supplier', [field('doc_type', 'OTHER'), file('rieng.pdf', SAMPLES.pdf)], 'supplier1')
    ).json().data[0];
    const sup1 = await idOf('SUP01');
    const before = await footprint();
    // supplier2 reaching for supplier1's record, list, file, and uploading under its id.
    expect((await post('/api/supplier/legal-records/view', { id: own.id }, 'supplier2')).statusCode).toBe(
      404,
    );
    expect((await get(`/api/supplier/legal-records/list/${sup1}`, 'supplier2')).statusCode).toBe(404);
    expect((await get(`/api/supplier/legal-records/list?sup_id=${sup1}`, 'supplier2')).statusCode).toBe(404);
    expect((await get(`/api/supplier/legal-records/delete/${own.id}`, 'supplier2')).json().code).toBe(
      'NOT_FOUND',
    );
    expect((await get(`/api/files/${own.file_id}/download`, 'supplier2')).statusCode).toBe(404);
    expect((await get(`/api/files/${own.file_id}/download`, 'buyer1')).statusCode).toBe(404);
    const foreign = await upload(
      'supplier',
      [field('sup_id', sup1), field('doc_type', 'ERC'), file('a.pdf', SAMPLES.pdf)],
      'supplier2',
    );
    expect(foreign.statusCode).toBe(404);
    // supplier2's own list does not hold supplier1's record.
    expect(ids(await get('/api/supplier/legal-records/list', 'supplier2'))).not.toContain(own.id);
    // A supplier record through the buyer routes is not a buyer's.
    expect((await post('/api/buyer/legal-records/view', { id: own.id }, 'crm')).statusCode).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it('refuses bad files and bad fields in the user’s language, keeping nothing', async () => {
    const before = await footprint();
    const exe = await upload(
      'supplier',
      [field('doc_type', 'ERC'), file('hop-dong.pdf', SAMPLES.exe)],
      'supplier1',
    );
    expect(exe.statusCode).toBe(422);
    expect(exe.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    const disguised = await upload(
      'supplier',
      [field('doc_type', 'ERC'), file('scan.pdf', SAMPLES.png)],
      'supplier1',
      'vi',
    );
    expect(disguised.json().fields.file[0]).toContain('Tệp không hợp lệ');
    const html = await upload(
      'supplier',
      [field('doc_type', 'ERC'), file('a.png', SAMPLES.html)],
      'supplier1',
    );
    expect(html.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    const big = await upload(
      'supplier',
      [field('doc_type', 'ERC'), file('big.pdf', pdfOfSize(8193))],
      'supplier1',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('FILE_TOO_LARGE');
    const list = await upload(
      'supplier',
      [field('doc_type', 'ERC'), file('a.pdf', pdfOfSize(3000)), file('b.pdf', pdfOfSize(3000))],
      'supplier1',
    );
    expect(list.json().code).toBe('FILE_LIST_TOO_LARGE');
    const unknown = await upload(
      'supplier',
      [field('doc_type', 'ERC'), field('note', 'x'), file('a.pdf', SAMPLES.pdf)],
      'supplier1',
    );
    expect(unknown.json().fields).toEqual({ note: ['Unknown field: note'] });
    const noType = await upload('supplier', [file('a.pdf', SAMPLES.pdf)], 'supplier1');
    expect(noType.json().fields).toEqual({ doc_type: ['This field is required'] });
    const badType = await upload(
      'supplier',
      [field('doc_type', 'SELFIE'), file('a.pdf', SAMPLES.pdf)],
      'supplier1',
    );
    expect(badType.json().fields).toEqual({ doc_type: ['The entered value is not valid'] });
    const badId = await upload(
      'supplier',
      [field('sup_id', '1e2'), field('doc_type', 'ERC'), file('a.pdf', SAMPLES.pdf)],
      'crm',
    );
    expect(badId.statusCode).toBe(422);
    const noFile = await upload('supplier', [field('doc_type', 'ERC')], 'supplier1');
    expect(noFile.json().code).toBe('FILE_REQUIRED');
    const json = await post('/api/supplier/legal-records/upload', { doc_type: 'ERC' }, 'supplier1');
    expect(json.statusCode).toBe(415);
    // JSON calls: unknown fields and wrong ids.
    expect((await post('/api/supplier/legal-records/view', { id: 1, extra: 1 })).json().fields).toMatchObject(
      {
        extra: expect.any(Array),
      },
    );
    expect((await post('/api/supplier/legal-records/view', { id: 'x' })).statusCode).toBe(422);
    expect((await get('/api/supplier/legal-records/list?status=GONE')).statusCode).toBe(422);
    expect((await get('/api/supplier/legal-records/delete/0')).statusCode).toBe(422);
    expect(await footprint()).toEqual(before);
  });
});

describe('legal records: approve, reject, delete', () => {
  async function pending(user = 'supplier1') {
    const res = await upload(
      'supplier',
      [field('doc_type', 'FINANCIAL_STATEMENT'), file('bctc.pdf', SAMPLES.pdf)],
      user,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data[0] as { id: number; file_id: number; ent_id: number };
  }
  const decide = (id: number, body: unknown, user: string) =>
    post(`/api/supplier/legal-records/${id}/decision`, body, user);

  it('is approved by credit staff, shows in the approved view, and only they may delete it then', async () => {
    const rec = await pending();
    expect((await decide(rec.id, { action: 'approve' }, 'crm')).statusCode).toBe(403);
    expect((await decide(rec.id, { action: 'approve' }, 'supplier1')).statusCode).toBe(403);
    const ok = await decide(rec.id, { action: 'approve' }, 'creditofficer');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'APPROVED', actions: ['reject', 'delete'] });
    expect((await decide(rec.id, { action: 'approve' }, 'camanager')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );

    const approved = await post(
      '/api/supplier/legal-records/view/approved',
      { search_condition: { sup_id: rec.ent_id }, page_size: 100 },
      'supplier1',
    );
    expect(approved.statusCode).toBe(200);
    expect(ids(approved)).toContain(rec.id);
    expect(approved.json().data.every((r: { status: string }) => r.status === 'APPROVED')).toBe(true);

    // The supplier cannot take back a paper the appraisal rests on.
    expect((await get(`/api/supplier/legal-records/delete/${rec.id}`, 'supplier1')).json().code).toBe(
      'FORBIDDEN',
    );
    expect((await get(`/api/supplier/legal-records/delete/${rec.id}`, 'camanager')).json().data.status).toBe(
      'DELETED',
    );
  });

  it('is rejected only with a reason, which the list shows, and can be approved later', async () => {
    const rec = await pending();
    const noReason = await decide(rec.id, { action: 'reject' }, 'casenior');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().code).toBe('REASON_REQUIRED');
    expect((await decide(rec.id, { action: 'reject', reason: '   ' }, 'casenior')).json().code).toBe(
      'REASON_REQUIRED',
    );
    expect((await decide(rec.id, { action: 'hide' }, 'casenior')).statusCode).toBe(422);
    const rejected = await decide(rec.id, { action: 'reject', reason: 'Thiếu năm 2022' }, 'casenior');
    expect(rejected.json().data).toMatchObject({ status: 'REJECTED', reason: 'Thiếu năm 2022' });
    const history = await api.t.db.execute<{ action: string; reason: string | null }>(
      sql`select action, reason from status_history where entity = 'legal_record' and entity_id = ${String(rec.id)} order by id`,
    );
    expect(history.rows).toEqual([
      { action: 'UPLOAD', reason: null },
      { action: 'REJECT', reason: 'Thiếu năm 2022' },
    ]);
    expect((await decide(rec.id, { action: 'approve' }, 'master')).json().data.status).toBe('APPROVED');
  });

  it('deletes softly: gone from lists, views and downloads, kept with its file and an audit row', async () => {
    const rec = await pending('supplier2');
    const res = await get(`/api/supplier/legal-records/delete/${rec.id}`, 'supplier2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: rec.id, status: 'DELETED', actions: [] });
    expect(ids(await get('/api/supplier/legal-records/list', 'supplier2'))).not.toContain(rec.id);
    expect(ids(await get(`/api/supplier/legal-records/list/${rec.ent_id}`, 'crm'))).not.toContain(rec.id);
    expect((await post('/api/supplier/legal-records/view', { id: rec.id }, 'supplier2')).statusCode).toBe(
      404,
    );
    expect((await get(`/api/files/${rec.file_id}/download`, 'supplier2')).statusCode).toBe(404);
    expect((await get(`/api/supplier/legal-records/delete/${rec.id}`, 'supplier2')).statusCode).toBe(404);
    // Kept for the trace: the row, its stored file (marked deleted) and its object.
    const [row] = await api.t.db
      .select()
      .from(enterpriseLegalRecords)
      .where(eq(enterpriseLegalRecords.id, rec.id));
    expect(row).toMatchObject({ status: 'DELETED' });
    const [stored] = await api.t.db.select().from(storedFiles).where(eq(storedFiles.id, rec.file_id));
    expect(stored!.deleted_at).not.toBeNull();
    expect(await api.t.app.deps.files.head(stored!.key)).toBeDefined();
    const audit = await api.t.db.execute(
      sql`select 1 from audit_log where action = 'legal_record.delete' and entity_id = ${String(rec.id)}`,
    );
    expect(audit.rows).toHaveLength(1);
    // A deleted record cannot be handed in for appraisal either (pipeline documents).
    const found = await api.t.db
      .select()
      .from(enterpriseLegalRecords)
      .where(and(eq(enterpriseLegalRecords.id, rec.id), eq(enterpriseLegalRecords.status, 'PENDING')));
    expect(found).toEqual([]);
  });
});

describe('legal records of buyers', () => {
  it('are uploaded by the buyer or client staff, listed by buyer, and closed to other kinds', async () => {
    const buy = await idOf('BUY02');
    const own = await upload('buyer', [field('doc_type', 'ERC'), file('dkkd.pdf', SAMPLES.pdf)], 'buyer2');
    expect(own.statusCode, own.body).toBe(200);
    const staff = await upload(
      'buyer',
      [field('buyer_id', buy), field('doc_type', 'CHARTER'), file('dieu-le.gif', SAMPLES.gif)],
      'crm',
    );
    expect(staff.json().data[0]).toMatchObject({ ent_id: buy, content_type: 'image/gif' });
    const listed = await get(`/api/buyer/legal-records/list?buyer_id=${buy}&page_size=100`, 'crm');
    expect(ids(listed)).toEqual(expect.arrayContaining([own.json().data[0].id, staff.json().data[0].id]));
    expect(ids(await get('/api/buyer/legal-records/list?doc_type=CHARTER', 'buyer2'))).toEqual([
      staff.json().data[0].id,
    ]);
    // Other kinds of user and other buyers.
    expect((await get('/api/buyer/legal-records/list', 'supplier1')).statusCode).toBe(403);
    expect((await get(`/api/buyer/legal-records/list?buyer_id=${buy}`, 'buyer1')).statusCode).toBe(404);
    expect((await get(`/api/buyer/legal-records/list/${await idOf('SUP01')}`, 'crm')).statusCode).toBe(404);
    const toSupplier = await upload(
      'buyer',
      [field('buyer_id', await idOf('SUP01')), field('doc_type', 'ERC'), file('a.pdf', SAMPLES.pdf)],
      'crm',
    );
    expect(toSupplier.statusCode).toBe(404);
    expect(
      (await upload('buyer', [field('doc_type', 'ERC'), file('a.pdf', SAMPLES.pdf)], 'viewer')).statusCode,
    ).toBe(403);
  });

  it('the demo world holds records with real stored files', async () => {
    const sup1 = await idOf('SUP01');
    const list = (await get(`/api/supplier/legal-records/list/${sup1}`, 'crm')).json();
    const approved = list.data.filter((r: { status: string }) => r.status === 'APPROVED');
    expect(approved.length).toBeGreaterThanOrEqual(4);
    const png = list.data.find((r: { content_type: string }) => r.content_type === 'image/png');
    const view = await post('/api/supplier/legal-records/view', { id: png.id }, 'supplier1');
    expect(Buffer.from(view.json().file_info.file, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const buyers = (await get(`/api/buyer/legal-records/list?buyer_id=${await idOf('BUY01')}`, 'crm')).json();
    expect(buyers.page_info.total_record).toBeGreaterThanOrEqual(3);
  });
});
