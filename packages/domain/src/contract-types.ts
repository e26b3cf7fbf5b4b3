import { text } from './text.ts';

/** The document types of spec §3 "Contract". */
export const CONTRACT_TYPES = [
  'COORDINATION_AGREEMENT',
  'DISCOUNT_CONTRACT',
  'INVESTMENT_COOPERATION_CONTRACT',
  'DEBT_PURCHASE_AGREEMENT',
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_TYPE_LABELS = {
  COORDINATION_AGREEMENT: text('Thỏa thuận phối hợp', 'Coordination agreement'),
  DISCOUNT_CONTRACT: text('Hợp đồng chiết khấu', 'Discount contract'),
  INVESTMENT_COOPERATION_CONTRACT: text('Hợp đồng hợp tác đầu tư', 'Investment cooperation contract'),
  DEBT_PURCHASE_AGREEMENT: text('Hợp đồng mua bán nợ', 'Debt purchase agreement'),
} as const satisfies Record<ContractType, ReturnType<typeof text>>;

/** Who signs a contract type with the funder. */
export type ContractParty = 'BUYER' | 'SUPPLIER' | 'PARTNER';

/**
 * The contracts a buyer's programme runs on (docs/decisions.md "Contract types of a programme"):
 * the buyer always signs the coordination agreement; its suppliers sign a discount contract under
 * transaction structure 1 (the funder discounts the receivable) or a debt purchase agreement under
 * structure 2 (the funder buys the debt). Without a programme, only the coordination agreement.
 *
 *     buyerContractTypes(2) → COORDINATION_AGREEMENT (BUYER), DEBT_PURCHASE_AGREEMENT (SUPPLIER)
 */
export function buyerContractTypes(structure: 1 | 2 | null): { code: ContractType; party: ContractParty }[] {
  const coordination = { code: 'COORDINATION_AGREEMENT', party: 'BUYER' } as const;
  if (structure === null) return [coordination];
  return [
    coordination,
    { code: structure === 1 ? 'DISCOUNT_CONTRACT' : 'DEBT_PURCHASE_AGREEMENT', party: 'SUPPLIER' },
  ];
}
