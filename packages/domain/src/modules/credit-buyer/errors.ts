import { err } from '../define.ts';

/** The business errors only the credit-buyer module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  USER_INVALID: err(400, 'Người dùng không hợp lệ', 'Invalid user'),
  CREDIT_SELF_APPROVAL: err(
    422,
    'Người đề xuất không được tự phê duyệt hoặc xác nhận đề xuất của mình',
    'The officer who proposed cannot approve or confirm their own proposal',
  ),
  CREDIT_SUPPLIER_UNKNOWN: err(422, 'Không tìm thấy nhà cung cấp', 'The supplier was not found'),
};
