import { err } from '../define.ts';

/** The business errors only KPI and commission raise (spec §5 KPI rules). */
export const errors = {
  KPI_START_PAST: err(
    422,
    'Tháng bắt đầu không được trước tháng hiện tại',
    'The start month must not be before the current month',
  ),
  KPI_PERIOD_OVERLAP: err(
    422,
    'Thời gian áp dụng trùng với một KPI khác của cùng cấp',
    'The apply time overlaps another KPI of the same level',
  ),
  KPI_TIERS_OVERLAP: err(
    422,
    'Các khoảng chỉ tiêu không được chồng lên nhau',
    'The target ranges must not overlap',
  ),
};
