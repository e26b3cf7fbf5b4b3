import { namesOf } from './names.ts';
import { text } from './text.ts';

/**
 * Legal form of a supplier (spec §3 supplier list filter `ent_type`; §5 "entity type 6 or 7
 * selects the individual debt-sale flow"). The spec gives only 6 and 7 as individual; the codes
 * follow Vietnamese business forms, the last two being a household business and a person, which
 * is why they take the individual flow (docs/decisions.md "Companies and people").
 */
export const ENT_TYPES = [
  { code: 1, label: text('Công ty cổ phần', 'Joint-stock company') },
  { code: 2, label: text('Công ty TNHH', 'Limited liability company') },
  { code: 3, label: text('Doanh nghiệp tư nhân', 'Private enterprise') },
  { code: 4, label: text('Công ty hợp danh', 'Partnership') },
  { code: 5, label: text('Hợp tác xã', 'Cooperative') },
  { code: 6, label: text('Hộ kinh doanh', 'Household business') },
  { code: 7, label: text('Cá nhân', 'Individual') },
] as const;
/** The legal forms by code: a list's column and its Excel file write the form, not its number. */
export const LEGAL_FORM_NAMES = namesOf(
  ENT_TYPES,
  (e) => e.code,
  (e) => e.label,
);
export const ENT_TYPE_CODES = [1, 2, 3, 4, 5, 6, 7] as const;
export type EntTypeCode = (typeof ENT_TYPE_CODES)[number];
/** Corporate suppliers (enterprise type SUPPLIER) have one of these. */
export const CORPORATE_ENT_TYPES = [1, 2, 3, 4, 5] as const satisfies readonly EntTypeCode[];
/** Individual suppliers (INDSUPPLIER, DOITAC_NCC) have one of these: the individual flow. */
export const INDIVIDUAL_ENT_TYPES = [6, 7] as const satisfies readonly EntTypeCode[];
