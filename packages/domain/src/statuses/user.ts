import { statusList } from './lookup.ts';

/** User/member status (spec §4): toggled between activated and deactivated; an e-mail invite sets invited. */
const USER_STATUS_LIST = statusList([
  ['INVITED', 'Đã mời', 'Invited', 'processing'],
  ['ACTIVATED', 'Đang hoạt động', 'Activated', 'success'],
  ['DEACTIVATED', 'Đã vô hiệu hóa', 'Deactivated', 'default'],
]);
export const USER_STATUSES = USER_STATUS_LIST.codes;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS = USER_STATUS_LIST.labels;
export const USER_STATUS_TABLE = USER_STATUS_LIST.table;
