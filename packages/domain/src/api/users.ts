import { z } from 'zod';
import { ENTERPRISE_CODES } from '../enterprises.ts';
import { ROLE_LABELS, ROLES } from '../roles.ts';
import { USER_STATUS_LABELS, USER_STATUSES } from '../statuses/user.ts';
import { email, msg, optionalFax, optionalPhone, optionalText, requiredText } from '../validation.ts';
import { USER_ACTIONS } from '../workflows/user.ts';
import { recordId } from './companies.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedResponse, sortColumnsOf } from './paging.ts';

const optionalId = () =>
  recordId()
    .nullish()
    .transform((v) => v ?? null);

/**
 * A member as spec §3 names it (user_id, full_name, position, email, tel_num, cell_phone,
 * fax_num, role_id, ent_id, dep_id, group_id). ent_id defaults to the signed-in user's company;
 * only funder staff may name another one. Status and active change through the toggle, never
 * through the form.
 */
const memberShape = {
  full_name: requiredText(120),
  position: optionalText(120),
  email: email(),
  tel_num: optionalPhone(),
  cell_phone: optionalPhone(),
  fax_num: optionalFax(),
  role_id: z.enum(ROLES, { error: msg('invalid') }),
  ent_id: recordId().optional(),
  dep_id: optionalId(),
  group_id: optionalId(),
  allow_sign: z.boolean({ error: msg('wrong_type') }).default(false),
};
export const memberAddForm = z.strictObject(memberShape);
export type MemberAddForm = z.infer<typeof memberAddForm>;
export const memberUpdateForm = z.strictObject({ user_id: recordId(), ...memberShape });
export type MemberUpdateForm = z.infer<typeof memberUpdateForm>;

export const memberItem = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  position: z.string().nullable(),
  email: z.string(),
  tel_num: z.string().nullable(),
  cell_phone: z.string().nullable(),
  fax_num: z.string().nullable(),
  role_id: z.enum(ROLES),
  ent_id: z.number().int(),
  enterprise_name: z.string(),
  enterprise_code: z.enum(ENTERPRISE_CODES),
  dep_id: z.number().int().nullable(),
  dep_name: z.string().nullable(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  allow_sign: z.boolean(),
  active: z.boolean(),
  status: z.enum(USER_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MemberItem = z.infer<typeof memberItem>;

/**
 * The member lists' columns (/user/funders, suppliers, buyers, corporates, persons): the screen,
 * its sort and its Excel export. The team shows on the funder's screens only; the file has it.
 */
export const MEMBER_COLUMNS = listColumns<MemberItem>()([
  { key: 'full_name', label: 'members.fields.full_name', sort: true },
  { key: 'email', label: 'members.fields.email', sort: true },
  { key: 'role_id', label: 'members.fields.role_id', sort: true, names: ROLE_LABELS },
  { key: 'group_name', label: 'members.fields.group_id' },
  { key: 'position', label: 'members.fields.position' },
  { key: 'status', label: 'members.fields.status', sort: true, statuses: USER_STATUS_LABELS },
  { key: 'created_at', label: 'members.fields.created_at', kind: 'dateTime', sort: true },
]);
/** The sort keys: the sortable columns' and id. */
export const MEMBER_SORT_COLUMNS = sortColumnsOf(MEMBER_COLUMNS, ['id']);

export const memberListBody = pagedBody(
  {
    keyword: optionalText(100),
    ent_id: recordId().optional(),
    role_id: z.enum(ROLES, { error: msg('invalid') }).optional(),
    status: z.enum(USER_STATUSES, { error: msg('invalid') }).optional(),
    dep_id: recordId().optional(),
    group_id: recordId().optional(),
  },
  MEMBER_SORT_COLUMNS,
);
export type MemberListInput = z.infer<typeof memberListBody>;
export const memberListResponse = pagedResponse(memberItem);
export const memberSaveResponse = z.object({ data: memberItem });
export const memberDetailResponse = z.object({
  data: memberItem,
  history: z.array(historyEntry),
  actions: z.array(z.enum(USER_ACTIONS)),
});

/** POST /auth/join/get-link: (re-)send the invitation of an invited member. */
export const inviteForm = z.strictObject({ email: email() });
export type InviteForm = z.infer<typeof inviteForm>;

export const supParam = z.strictObject({
  sup_id: z.coerce
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .min(1, { error: msg('min_one') })
    .max(2_147_483_647, { error: msg('max_value', { max: 2_147_483_647 }) }),
});

/** Funder staff in charge of a supplier: its CRM (and that CRM's team). */
export const inChargeItem = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  position: z.string().nullable(),
  email: z.string(),
  tel_num: z.string().nullable(),
  role_id: z.enum(ROLES),
  group_name: z.string().nullable(),
});
export const inChargeResponse = z.object({ data: z.array(inChargeItem) });

/** POST /user/crm/supplier: the suppliers a CRM user is in charge of. */
export const CRM_SUPPLIER_SORT_COLUMNS = ['id', 'name', 'mst', 'assigned_at'] as const;
export const crmSupplierListBody = pagedBody(
  { keyword: optionalText(100), user_id: recordId().optional() },
  CRM_SUPPLIER_SORT_COLUMNS,
);
export type CrmSupplierListInput = z.infer<typeof crmSupplierListBody>;
export const crmSupplierItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  mst: z.string().nullable(),
  type: z.enum(ENTERPRISE_CODES),
  status: z.string(),
  crm_user_id: z.number().int(),
  crm_full_name: z.string(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  assigned_at: z.string(),
});
export type CrmSupplierItem = z.infer<typeof crmSupplierItem>;
export const crmSupplierListResponse = pagedResponse(crmSupplierItem);
