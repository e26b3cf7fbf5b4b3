import { type Text, text } from './text.ts';

/** Kinds of company that use the portal (spec §3, signed-in user enterprise_code). */
export const ENTERPRISE_CODES = [
  'FUNDER',
  'BUYER',
  'SUPPLIER',
  'INDSUPPLIER',
  'PARTNER',
  'DOITAC_NCC',
] as const;
export type EnterpriseCode = (typeof ENTERPRISE_CODES)[number];

export const ENTERPRISE_LABELS = {
  FUNDER: text('Đơn vị cấp vốn', 'Funder'),
  BUYER: text('Bên mua', 'Buyer'),
  SUPPLIER: text('Nhà cung cấp', 'Supplier'),
  INDSUPPLIER: text('Nhà cung cấp cá nhân', 'Individual supplier'),
  PARTNER: text('Đối tác', 'Partner'),
  DOITAC_NCC: text('Đối tác - Nhà cung cấp cá nhân', 'Partner and individual supplier'),
} as const satisfies Record<EnterpriseCode, Text>;

/** Partner kinds (spec §1): a PARTNER enterprise carries one of these. */
export const PARTNER_KINDS = ['FUNDING', 'GUARANTEE', 'REFERRAL', 'LENDING'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/** The route prefix of each enterprise type's portal area (spec §2). */
export const AREA_PREFIX = {
  FUNDER: '/fun',
  BUYER: '/buy',
  SUPPLIER: '/sup',
  INDSUPPLIER: '/indsup',
  PARTNER: '/partner',
  // A DOITAC_NCC account is an individual supplier that is also a partner; it works in the
  // individual-supplier area (see docs/decisions.md).
  DOITAC_NCC: '/indsup',
} as const satisfies Record<EnterpriseCode, string>;

export function isEnterpriseCode(v: unknown): v is EnterpriseCode {
  return typeof v === 'string' && (ENTERPRISE_CODES as readonly string[]).includes(v);
}
