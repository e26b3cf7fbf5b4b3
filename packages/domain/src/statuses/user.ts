import { text } from '../text.ts';
import { statusTable } from './lookup.ts';
import type { StatusLabel } from './tone.ts';

/** User/member status (spec §4): toggled between activated and deactivated; an e-mail invite sets invited. */
export const USER_STATUSES = ['INVITED', 'ACTIVATED', 'DEACTIVATED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABELS = {
  INVITED: { label: text('Đã mời', 'Invited'), tone: 'processing' },
  ACTIVATED: { label: text('Đang hoạt động', 'Activated'), tone: 'success' },
  DEACTIVATED: { label: text('Đã vô hiệu hóa', 'Deactivated'), tone: 'default' },
} as const satisfies Record<UserStatus, StatusLabel>;

export const USER_STATUS_TABLE = statusTable(USER_STATUSES, USER_STATUS_LABELS);
