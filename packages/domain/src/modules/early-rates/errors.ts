import { err } from '../define.ts';

/** The business errors only the early-rates module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  EARLY_RATE_GROUP_NAME_TAKEN: err(422, 'Tên nhóm đã tồn tại', 'The group name is already in use'),
  EARLY_RATE_SUPPLIER_IN_GROUP: err(
    422,
    'Nhà cung cấp đã thuộc một nhóm khác',
    'The supplier is already in another group',
  ),
  EARLY_RATE_NOT_DRAFT: err(
    409,
    'Chỉ sửa được bản nháp khi không có yêu cầu đang chờ phê duyệt',
    'Only the draft can be changed, and not while a request is waiting for approval',
  ),
  EARLY_RATE_REQUEST_EMPTY: err(
    422,
    'Yêu cầu phải có ít nhất một nhóm',
    'A request needs at least one group',
  ),
};
