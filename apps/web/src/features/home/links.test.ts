import { describe, expect, it } from 'vitest';
import { bucketLink, listLink } from './links.ts';

describe('home links', () => {
  it('puts the filters a figure stands for in the list address', () => {
    expect(listLink('/fun/buyer/list', { status: 'ACTIVATED', group: undefined })).toBe(
      '/fun/buyer/list?status=ACTIVATED',
    );
    expect(listLink('/fun/early-payment')).toBe('/fun/early-payment');
    const open = { bucket: '91+', from: null, to: '2026-08-29', count: 1, amount: 5 };
    expect(
      bucketLink('/fun/debt-collection', open, 'maturity_from', 'maturity_to', { view: 'bad-n-del' }),
    ).toBe('/fun/debt-collection?view=bad-n-del&maturity_to=2026-08-29');
  });
});
