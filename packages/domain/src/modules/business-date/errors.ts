import { err } from '../define.ts';

/** The business errors only the business-date module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  BUSINESS_DATE_BACKWARD: err(
    422,
    'Ngày nghiệp vụ chỉ được chuyển tới, không lùi lại (các ngày đã khóa sổ giữ nguyên)',
    'The business date only moves forward, never back (closed dates stay closed)',
  ),
  BUSINESS_DATE_TOO_FAR: err(
    422,
    'Mỗi lần chỉ chuyển ngày nghiệp vụ tới tối đa 366 ngày',
    'Move the business date at most 366 days at a time',
  ),
};
