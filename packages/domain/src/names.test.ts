import { describe, expect, it } from 'vitest';
import { ENT_TYPES, LEGAL_FORM_NAMES } from './ent-types.ts';
import { keyedNames, namesOf } from './names.ts';
import { PROVINCE_NAMES, PROVINCES } from './provinces.ts';

describe('names of codes', () => {
  it('keys each row by its code as a string, so a numeric code read back as text finds its name', () => {
    const names = namesOf(
      [{ c: 1, n: { vi: 'Một', en: 'One' } }],
      (r) => r.c,
      (r) => r.n,
    );
    expect(names['1']).toEqual({ vi: 'Một', en: 'One' });
    expect(names[String(1)]).toBe(names['1']);
  });

  it('names codes by their module texts under one key', () => {
    expect(keyedNames('partners.kinds', ['FUNDING', 'LENDING'])).toEqual({
      FUNDING: 'partners.kinds.FUNDING',
      LENDING: 'partners.kinds.LENDING',
    });
  });

  it('gives every legal form and province its words in both languages', () => {
    expect(Object.keys(LEGAL_FORM_NAMES)).toEqual(ENT_TYPES.map((e) => String(e.code)));
    expect(LEGAL_FORM_NAMES['2']).toEqual({ vi: 'Công ty TNHH', en: 'Limited liability company' });
    expect(Object.keys(PROVINCE_NAMES)).toHaveLength(PROVINCES.length);
    expect(PROVINCE_NAMES['01']).toEqual({ vi: 'Hà Nội', en: 'Hanoi' });
  });
});
