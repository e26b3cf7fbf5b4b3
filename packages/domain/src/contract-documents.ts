import { CONTRACT_TYPE_LABELS, CONTRACT_TYPES } from './contract-types.ts';
import { type Text, text } from './text.ts';

/**
 * Every contract the platform generates (spec §3 "Contract"): the four document types of the
 * buyers' and suppliers' programmes, and the five partner contracts, which the spec names only in
 * words (funding, guarantee, referral, lending coordination, credit contract): their codes here
 * are ours (docs/decisions.md "Contract documents").
 */
export const PARTNER_CONTRACT_TYPES = [
  'PARTNER_FUNDING_CONTRACT',
  'PARTNER_GUARANTEE_CONTRACT',
  'PARTNER_REFERRAL_CONTRACT',
  'PARTNER_LENDING_COORDINATION_CONTRACT',
  'CREDIT_CONTRACT',
] as const;
export type PartnerContractType = (typeof PARTNER_CONTRACT_TYPES)[number];

export const DOCUMENT_CONTRACT_TYPES = [...CONTRACT_TYPES, ...PARTNER_CONTRACT_TYPES] as const;
export type DocumentContractType = (typeof DOCUMENT_CONTRACT_TYPES)[number];

export const DOCUMENT_CONTRACT_LABELS = {
  ...CONTRACT_TYPE_LABELS,
  PARTNER_FUNDING_CONTRACT: text('Hợp đồng hợp tác cấp vốn', 'Partner funding contract'),
  PARTNER_GUARANTEE_CONTRACT: text('Hợp đồng bảo lãnh', 'Guarantee contract'),
  PARTNER_REFERRAL_CONTRACT: text('Hợp đồng giới thiệu khách hàng', 'Referral contract'),
  PARTNER_LENDING_COORDINATION_CONTRACT: text('Hợp đồng phối hợp cho vay', 'Lending coordination contract'),
  CREDIT_CONTRACT: text('Hợp đồng tín dụng', 'Credit contract'),
} as const satisfies Record<DocumentContractType, Text>;

/** Documents kept in the signing store besides contracts: a partner's referral appendix. */
export const APPENDIX_DOCUMENT_LABELS: Readonly<Record<string, Text>> = {
  REFERRAL_APPENDIX: text('Phụ lục hợp đồng giới thiệu khách hàng', 'Referral contract appendix'),
};

/** The name of a signed document's type, contract or appendix; undefined for an unknown code. */
export function documentTypeLabel(type: string): Text | undefined {
  if (Object.hasOwn(DOCUMENT_CONTRACT_LABELS, type))
    return DOCUMENT_CONTRACT_LABELS[type as DocumentContractType];
  return Object.hasOwn(APPENDIX_DOCUMENT_LABELS, type) ? APPENDIX_DOCUMENT_LABELS[type] : undefined;
}

/** Spec §3 "Sign coordinates: type, page_number": who signs where; `type` names the party. */
export const SIGN_PLACE_TYPES = ['PLATFORM', 'CLIENT'] as const;
export type SignPlaceType = (typeof SIGN_PLACE_TYPES)[number];

export interface SignPlace {
  type: SignPlaceType;
  page_number: number;
  /** PDF user-space points from the page's bottom-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}
