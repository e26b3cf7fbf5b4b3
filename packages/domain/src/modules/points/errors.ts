import { err } from '../define.ts';

/** The business errors only points and vouchers raise (errors.ts gathers them); spec §8 Points. */
export const errors = {
  POINT_NOT_ENOUGH: err(422, 'Không đủ điểm để đổi', 'Not enough point to redeem'),
  POINT_REQUEST_EXISTS: err(
    422,
    'Đã có một yêu cầu đổi điểm ở trạng thái mới',
    'Existed a request with status new',
  ),
  POINT_CATEGORY_UNKNOWN: err(
    422,
    'Không có loại ưu đãi này hoặc loại ưu đãi đã ngừng áp dụng',
    'There is no such voucher category, or it is no longer offered',
  ),
  POINT_SETTING_PAST: err(
    422,
    'Ngày áp dụng không được trước ngày hiện tại',
    'The effective date cannot be before today',
  ),
};
