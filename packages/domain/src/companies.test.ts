import { describe, expect, it } from 'vitest';
import { buyerForm } from './api/buyers.ts';
import { supplierUpdateForm } from './api/suppliers.ts';
import { LEAD_GROUPS, leadGroupOf } from './statuses/company.ts';
import { PARTNER_LEAD_STATUSES } from './statuses/partner.ts';
import { bankAccount, idCard, optionalFax, optionalZip, taxCode } from './validation.ts';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

describe('company field rules', () => {
  it('tax code: 10 digits, or 10 digits, a hyphen and 3 digits', () => {
    for (const v of ['0101234567', '0101234567-001', ' 0101234567 ']) expect(ok(taxCode(), v), v).toBe(true);
    for (const v of ['010123456', '01012345678', '0101234567-01', '0101234567001', 'A101234567', ''])
      expect(ok(taxCode(), v), v).toBe(false);
  });

  it('ID card: 9 (CMND) or 12 (CCCD) digits', () => {
    for (const v of ['123456789', '001085012345']) expect(ok(idCard(), v), v).toBe(true);
    for (const v of ['12345678', '1234567890', '0010850123456', '00108501234a'])
      expect(ok(idCard(), v), v).toBe(false);
  });

  it('fax, postal code and bank account', () => {
    expect(ok(optionalFax(), '(028) 3822-1234')).toBe(true);
    expect(ok(optionalFax(), 'fax me')).toBe(false);
    expect(ok(optionalZip(), '70000')).toBe(true);
    expect(ok(optionalZip(), '7000')).toBe(false);
    expect(ok(optionalZip(), '')).toBe(true);
    expect(ok(bankAccount(), '0071001234567')).toBe(true);
    expect(ok(bankAccount(), '00710-01234')).toBe(false);
  });

  it('a buyer form needs two different e-mails and amendment dates in order', () => {
    const base = { code: 'B1', mst: '0101234567', name: 'A', address: 'X', email1: 'a@b.vn' };
    expect(ok(buyerForm, base)).toBe(true);
    expect(ok(buyerForm, { ...base, email2: 'A@B.vn' })).toBe(false);
    expect(ok(buyerForm, { ...base, erc_first_date: '2020-01-02', erc_last_edit: '2020-01-01' })).toBe(false);
    expect(ok(buyerForm, { ...base, frequencies: [{ type: 'DEBT_SUMMARY', weekdays: [1, 1] }] })).toBe(false);
  });

  it('an individual supplier needs its ID card and birth date, a company its tax code', () => {
    const base = { id: 1, code: 'S1', name: 'A', address: 'X', email1: 'a@b.vn', locality: '01' };
    expect(ok(supplierUpdateForm, { ...base, ent_type: 7 })).toBe(false);
    expect(
      ok(supplierUpdateForm, {
        ...base,
        ent_type: 7,
        id_card_number: '123456789',
        date_of_birth: '1990-01-01',
      }),
    ).toBe(true);
    expect(ok(supplierUpdateForm, { ...base, ent_type: 2 })).toBe(false);
    expect(ok(supplierUpdateForm, { ...base, ent_type: 2, mst: '0101234567' })).toBe(true);
  });
});

describe('lead groups', () => {
  it('puts every pipeline status in at most one tab; rejected and stopped in none', () => {
    const grouped = [...LEAD_GROUPS.tiemnang, ...LEAD_GROUPS.gianhap];
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(PARTNER_LEAD_STATUSES.filter((s) => leadGroupOf(s) === null)).toEqual(['REJECT', 'STOP']);
    expect(leadGroupOf('REGISTERED')).toBe('tiemnang');
    expect(leadGroupOf('ACTIVATED')).toBe('gianhap');
  });
});
