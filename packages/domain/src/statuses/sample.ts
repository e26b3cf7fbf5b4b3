import { text } from '../text.ts';
import type { StatusLabel } from './tone.ts';

export const SAMPLE_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];

export const SAMPLE_STATUS_LABELS = {
  ACTIVE: { label: text('Đang hoạt động', 'Active'), tone: 'success' },
  DISABLED: { label: text('Đã vô hiệu hóa', 'Disabled'), tone: 'default' },
} as const satisfies Record<SampleStatus, StatusLabel>;
