import { statusList } from './lookup.ts';

const SAMPLE_STATUS_LIST = statusList([
  ['ACTIVE', 'Đang hoạt động', 'Active', 'success'],
  ['DISABLED', 'Đã vô hiệu hóa', 'Disabled', 'default'],
]);
export const SAMPLE_STATUSES = SAMPLE_STATUS_LIST.codes;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];
export const SAMPLE_STATUS_LABELS = SAMPLE_STATUS_LIST.labels;
