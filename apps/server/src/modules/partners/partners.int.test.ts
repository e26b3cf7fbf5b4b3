import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';

const api = useApiHarness();
const { post, get, idOf } = api;

let n = 0;
function corporate(over: Record<string, unknown> = {}) {
  n += 1;
  const tag = String(n).padStart(4, '0');
  return {
    code: `DT-${tag}`,
    mst: `070000${tag}`,
    name: `Công ty Đối tác ${tag}`,
    address: '5 Trần Phú, Nha Trang',
    email1: `doitac${tag}@vidu.vn`,
    partner_kind: 'FUNDING',
    ...over,
  };
}
function person(over: Record<string, unknown> = {}) {
  n += 1;
  const tag = String(n).padStart(4, '0');
  return {
    code: `CN-${tag}`,
    name: `Nguyễn Đối Tác ${tag}`,
    id_card_number: `0791100${tag.padStart(5, '0')}`,
    date_of_birth: '1991-07-01',
    address: '7 Lê Lợi, Vinh',
    email1: `canhan${tag}@vidu.vn`,
    partner_kind: 'REFERRAL',
    ...over,
  };
}

describe('corporate partners', () => {
  it('creates, lists, reads and edits; the partner tax code is unique among partners', async () => {
    const made = await post('/api/corporate/form', corporate({ name: 'Đối Tác Danh Sách A' }));
    expect(made.statusCode, made.body).toBe(200);
    const p = made.json().data;
    expect(p).toMatchObject({
      type: 'PARTNER',
      partner_form: 'CORPORATE',
      partner_kind: 'FUNDING',
      status: 'NEW',
    });
    const taken = await post('/api/corporate/form', corporate({ mst: p.mst }), 'crm', {
      'accept-language': 'en',
    });
    expect(taken.json()).toMatchObject({
      code: 'PARTNER_TAX_CODE_TAKEN',
      fields: { mst: ['The partner tax code is already in use'] },
    });
    // A buyer's tax code may also be a partner's (BUY01's).
    expect((await post('/api/corporate/form', corporate({ mst: '0301234567' }))).statusCode).toBe(200);

    const listed = await post('/api/corporate/list', { search_condition: { keyword: 'Đối Tác Danh Sách' } });
    expect(listed.json().data.map((x: { id: number }) => x.id)).toEqual([p.id]);
    const byKind = await api.t.app.inject({
      url: '/api/corporate/list?partner_kind=GUARANTEE&page_size=50',
      headers: await api.t.auth('crm'),
    });
    expect(byKind.json().data.map((x: { code: string }) => x.code)).toContain('PTN02');
    expect(byKind.json().data.every((x: { partner_kind: string }) => x.partner_kind === 'GUARANTEE')).toBe(
      true,
    );

    const edited = await post(
      `/api/corporate/form/${p.id}`,
      corporate({ code: p.code, mst: p.mst, partner_kind: 'LENDING' }),
    );
    expect(edited.statusCode).toBe(200);
    const detail = (await get(`/api/corporate/${p.id}`)).json();
    expect(detail.data.partner_kind).toBe('LENDING');
    expect(detail.history.at(-1).changes.partner_kind).toEqual({ from: 'FUNDING', to: 'LENDING' });
    // A corporate partner is not found among persons.
    expect((await get(`/api/person/${p.id}`)).statusCode).toBe(404);
    expect((await post('/api/corporate/form', corporate({ partner_kind: 'BANK' }))).statusCode).toBe(422);
    expect((await post('/api/corporate/form', corporate(), 'viewer')).statusCode).toBe(403);
    expect((await post('/api/corporate/list', {}, 'accountant')).statusCode).toBe(403);
  });
});

describe('person partners and the DOITAC_NCC account', () => {
  it('keeps ID cards unique, and makes a DOITAC_NCC account that is also an individual supplier', async () => {
    const made = await post('/api/person/form', person({ id_card_number: '079110099901' }));
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      type: 'PARTNER',
      partner_form: 'PERSON',
      id_card_number: '079110099901',
    });
    const dup = await post('/api/person/form', person({ id_card_number: '079110099901' }));
    expect(dup.json()).toMatchObject({ code: 'ID_CARD_TAKEN' });
    // IND01's card (demo) is taken too: one card, one person on the platform.
    expect((await post('/api/person/form', person({ id_card_number: '001085012345' }))).json().code).toBe(
      'ID_CARD_TAKEN',
    );

    const combined = await post(
      '/api/person/form',
      person({ also_supplier: true, name: 'Tài Khoản Kết Hợp' }),
    );
    expect(combined.statusCode).toBe(200);
    const c = combined.json().data;
    expect(c.type).toBe('DOITAC_NCC');
    const asSupplier = await post('/api/supplier/list', { search_condition: { name: 'Tài Khoản Kết Hợp' } });
    expect(asSupplier.json().data[0]).toMatchObject({ id: c.id, ent_type: 7, ekyc_status: 'PENDING' });
    const setup = await post('/api/partner-setup/list-partner', {
      search_condition: { doitac_ncc: true, keyword: 'Tài Khoản Kết Hợp' },
    });
    expect(setup.json().data.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect((await get(`/api/partner-setup/${c.id}/info`)).json().data.partner_form).toBe('PERSON');
    const persons = await post('/api/person/list', { search_condition: { keyword: 'Tài Khoản Kết Hợp' } });
    expect(persons.json().page_info.total_record).toBe(1);

    // Editing keeps the kind of account; a new card sends eKYC back to pending.
    await api.t.db.execute(sql`UPDATE individuals SET ekyc_status = 'VERIFIED' WHERE id = ${c.id}`);
    const edited = await post(`/api/person/form/${c.id}`, {
      ...person({ code: c.code, name: c.name }),
      id_card_number: '079110099902',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.type).toBe('DOITAC_NCC');
    const ekyc = (await get(`/api/individual/${c.id}/ekyc`)).json();
    expect(ekyc.data.ekyc_status).toBe('PENDING');
    const missing = await post('/api/person/form', {
      ...person(),
      id_card_number: undefined,
      date_of_birth: 'x',
    });
    expect(Object.keys(missing.json().fields).sort()).toEqual(['date_of_birth', 'id_card_number']);
  });
});

describe('partner pipeline, banks and reports', () => {
  it('moves a partner through its pipeline with reasons, and refuses illegal steps', async () => {
    const p = (await post('/api/corporate/form', corporate())).json().data;
    expect(
      (await post(`/api/partner/${p.id}/status`, { action: 'schedule_meeting' })).json().data.status,
    ).toBe('WAIT_MEET');
    expect((await post(`/api/partner/${p.id}/status`, { action: 'activate' }, 'camanager')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    const stop = await post(`/api/partner/${p.id}/status`, {
      action: 'reject',
      reason: 'Không đủ năng lực tài chính',
    });
    expect(stop.json().data.status).toBe('REJECT');
    const status = (await get(`/api/partner/${p.id}/status`)).json();
    expect(status.history.map((h: { reason: string | null }) => h.reason)).toEqual([
      null,
      'Không đủ năng lực tài chính',
    ]);
    // The demo partner under reappraisal carries its reason.
    const ptn04 = (await get(`/api/partner/${await idOf('PTN04')}/status`)).json();
    expect(ptn04.data.status).toBe('REAPPRAISAL');
    expect(ptn04.history.at(-1).reason).toContain('thẩm định lại');
    // A buyer is not a partner.
    expect(
      (await post(`/api/partner/${await idOf('BUY01')}/status`, { action: 'agree_meet' })).statusCode,
    ).toBe(404);
  });

  it('keeps banks and reports; a partner reads its own banks only', async () => {
    const ptn01 = await idOf('PTN01');
    const ptn02 = await idOf('PTN02');
    const add = await post(`/api/partner/${ptn01}/bank`, {
      bank_name: 'Ngân hàng TMCP Á Châu',
      bank_account_number: '1000012345679',
      bank_holder_name: 'NGAN HANG TMCP PHUONG NAM SO',
      side: 'SYSTEM',
    });
    expect(add.statusCode, add.body).toBe(200);
    const own = (await get(`/api/partner/${ptn01}/bank`, 'partner1')).json().data;
    expect(own.map((b: { bank_account_number: string }) => b.bank_account_number)).toEqual([
      '1000012345678',
      '1000012345679',
    ]);
    const paged = (
      await post(`/api/partner/${ptn01}/list_bank`, { page_size: 1, page_number: 2 }, 'partner1')
    ).json();
    expect(paged).toMatchObject({ page_info: { total_page: 2, total_record: 2 } });
    expect(paged.data[0].bank_account_number).toBe('1000012345679');
    // Sorted by PostgreSQL on the column asked for, both ways.
    const byName = async (sort_direction: string) =>
      (
        await post(
          `/api/partner/${ptn01}/list_bank`,
          { sort_column: 'bank_name', sort_direction },
          'partner1',
        )
      )
        .json()
        .data.map((b: { bank_name: string }) => b.bank_name);
    const ascending = await byName('ASC');
    expect(ascending).toEqual([...ascending].sort((a, b) => (a < b ? -1 : 1)));
    expect(await byName('DESC')).toEqual([...ascending].reverse());
    expect(new Set(ascending).size).toBe(2);
    expect((await get(`/api/partner/${ptn02}/bank`, 'partner1')).statusCode).toBe(404);
    expect((await post(`/api/partner/${ptn02}/list_bank`, {}, 'partner1')).statusCode).toBe(404);
    expect((await get('/api/enterprise/bank', 'partner1')).json().data).toHaveLength(2);
    expect((await post(`/api/partner/${ptn01}/bank`, { bank_name: 'x' }, 'partner1')).statusCode).toBe(403);

    expect(
      (await post(`/api/partner/${ptn01}/report`, { title: 'Họp quý', content: 'Nội dung họp' })).statusCode,
    ).toBe(200);
    const reports = (await post(`/api/partner/${ptn01}/list_report`, {})).json();
    expect(reports.data.map((r: { title: string }) => r.title)).toEqual(['Họp quý', 'Họp điều phối cấp vốn']);
    expect(reports.object.last_user_full_name).toBe('Vũ Thị Lan Anh');
    expect((await post(`/api/partner/${ptn01}/list_report`, {}, 'partner1')).statusCode).toBe(403);
  });
});
