import { describe, expect, it } from 'vitest';
import { buyerContractTypes, CONTRACT_TYPE_LABELS, CONTRACT_TYPES } from './contract-types.ts';

describe('contract types of a buyer programme', () => {
  it('adds the suppliers’ contract of the transaction structure to the buyer’s coordination agreement', () => {
    expect(buyerContractTypes(1).map((c) => c.code)).toEqual(['COORDINATION_AGREEMENT', 'DISCOUNT_CONTRACT']);
    expect(buyerContractTypes(2)).toEqual([
      { code: 'COORDINATION_AGREEMENT', party: 'BUYER' },
      { code: 'DEBT_PURCHASE_AGREEMENT', party: 'SUPPLIER' },
    ]);
    expect(buyerContractTypes(null)).toEqual([{ code: 'COORDINATION_AGREEMENT', party: 'BUYER' }]);
  });

  it('labels every type of the spec in both languages', () => {
    for (const code of CONTRACT_TYPES) {
      expect(CONTRACT_TYPE_LABELS[code].vi.length).toBeGreaterThan(0);
      expect(CONTRACT_TYPE_LABELS[code].en.length).toBeGreaterThan(0);
    }
  });
});
