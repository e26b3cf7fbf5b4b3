import { type Text, text } from './text.ts';

/** Internal roles of funder staff (spec §6). */
export const FUNDER_ROLES = [
  'MASTER',
  'SUBMASTER',
  'CRM_SENIOR',
  'CRM',
  'CA_MANAGER',
  'CA_SENIOR',
  'CREDIT_OFFICER',
  'ACC_CONTROLER',
  'ACCOUNTANT',
  'COLLECTION_MANAGER',
  'COLLECTOR',
  'VIEWER',
] as const;
export type FunderRole = (typeof FUNDER_ROLES)[number];

/** Funder roles that act (every one but VIEWER, who only reads). */
export const FUNDER_STAFF_ROLES = FUNDER_ROLES.filter(
  (r): r is Exclude<FunderRole, 'VIEWER'> => r !== 'VIEWER',
);

/** Roles of the other enterprise types (spec §6 "Others"). */
export const OTHER_ROLES = [
  'AUTHORIZER',
  'CONTROLLER',
  'INPUTTER',
  'BUYER_CONTROL',
  'BUYER',
  'INDSUPPLIER',
  'PARTNER',
  'DOITAC_NCC',
] as const;
export type OtherRole = (typeof OTHER_ROLES)[number];

export const ROLES = [...FUNDER_ROLES, ...OTHER_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS = {
  MASTER: text('Quản trị chính', 'Master'),
  SUBMASTER: text('Quản trị phụ', 'SubMaster'),
  CRM_SENIOR: text('CRM cấp cao', 'CRM Senior'),
  CRM: text('CRM', 'CRM'),
  CA_MANAGER: text('Trưởng phòng thẩm định', 'CA Manager'),
  CA_SENIOR: text('Chuyên viên thẩm định cao cấp', 'CA Senior'),
  CREDIT_OFFICER: text('Chuyên viên tín dụng', 'Credit Officer'),
  ACC_CONTROLER: text('Kiểm soát kế toán', 'Accounting Controller'),
  ACCOUNTANT: text('Kế toán', 'Accountant'),
  COLLECTION_MANAGER: text('Trưởng bộ phận thu hồi nợ', 'Collection Manager'),
  COLLECTOR: text('Nhân viên thu hồi nợ', 'Collector'),
  VIEWER: text('Người xem', 'Viewer'),
  AUTHORIZER: text('Người phê duyệt', 'Authorizer'),
  CONTROLLER: text('Kiểm soát viên', 'Controller'),
  INPUTTER: text('Người nhập liệu', 'Inputter'),
  BUYER_CONTROL: text('Kiểm soát bên mua', 'Buyer controller'),
  BUYER: text('Bên mua', 'Buyer'),
  INDSUPPLIER: text('Nhà cung cấp cá nhân', 'Individual supplier'),
  PARTNER: text('Đối tác', 'Partner'),
  DOITAC_NCC: text('Đối tác - NCC cá nhân', 'Partner and individual supplier'),
} as const satisfies Record<Role, Text>;

/** Role pick-lists offered when inviting a member (spec §6). */
export const ROLE_PICK_LISTS = {
  admin: ['SUBMASTER', 'VIEWER'],
  crm: ['CRM_SENIOR', 'CRM'],
  ca: ['CA_MANAGER', 'CA_SENIOR', 'CREDIT_OFFICER'],
  accounting: ['ACC_CONTROLER', 'ACCOUNTANT'],
  collection: ['COLLECTION_MANAGER', 'COLLECTOR'],
  approval: ['CONTROLLER', 'INPUTTER'],
  individualSupplier: ['INDSUPPLIER'],
} as const satisfies Record<string, readonly Role[]>;

export function isRole(v: unknown): v is Role {
  return typeof v === 'string' && (ROLES as readonly string[]).includes(v);
}
