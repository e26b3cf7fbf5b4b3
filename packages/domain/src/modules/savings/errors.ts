import { err } from '../define.ts';

/** The business errors only savings packs raise (errors.ts gathers them; decision 0107). */
export const errors = {
  SAVINGS_CAP_EXCEEDED: err(
    422,
    'Số tiền gửi vượt hạn mức còn lại của gói tích lũy',
    'The amount is more than the room left in the savings pack',
  ),
  SAVINGS_PACK_NOT_ACTIVE: err(
    422,
    'Gói tích lũy không ở trạng thái đang áp dụng',
    'The savings pack is not active',
  ),
  SAVINGS_MEMBER_INACTIVE: err(422, 'Thành viên đã ngừng hoạt động', 'The member is no longer active'),
  SAVINGS_TERMS_LOCKED: err(
    422,
    'Gói đã áp dụng: không thể sửa loại gói, kỳ hạn, lãi suất, hạn mức và hoa hồng',
    'An active pack keeps its kind, term, rates, cap and commission',
  ),
  SAVINGS_TERM_REQUIRED: err(
    422,
    'Gói có kỳ hạn cần kỳ hạn (tháng) và lãi suất rút trước hạn; gói không kỳ hạn thì không',
    'A term pack needs a term in months and an early rate; a non-term pack has neither',
  ),
  SAVINGS_CAP_RULE: err(
    422,
    'Gói giới hạn cần hạn mức và không có hoa hồng; gói không giới hạn thì không có hạn mức',
    'A limited pack needs a cap and pays no commission; an unlimited pack has no cap',
  ),
  SAVINGS_FUNDS_SHORT: err(
    422,
    'Nơi chuyển không đủ tiền cho khoản chuyển này (số dư tính theo các khoản chuyển đã xác nhận)',
    'The paying side has not enough money for this transfer (its balance counts confirmed transfers)',
  ),
};
