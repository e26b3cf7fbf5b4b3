import { err } from '../define.ts';

/** The business errors only the coordination module raises (errors.ts gathers them). */
export const errors = {
  NOTICE_NOT_ALLOWED: err(
    403,
    'Tài khoản không được phép tạo thông báo này',
    'This account may not create this notice',
  ),
  TRANSACTION_HAS_NO_FUNDING_PARTNER: err(
    422,
    'Giao dịch chưa chọn đối tác cấp vốn',
    'No funding partner has been chosen for this transaction',
  ),
  NOTICE_ALREADY_OPEN: err(
    422,
    'Giao dịch đã có thông báo đang xử lý cho đối tác này',
    'This transaction already has an open notice for this partner',
  ),
  NOTICE_NOT_CHANGEABLE: err(
    422,
    'Chỉ thay đổi được đề nghị cấp vốn mà đối tác chưa áp dụng (đang chờ xác nhận hoặc đã từ chối)',
    'Only a funding request the partner has not applied (confirming or refused) can be changed',
  ),
  PROGRAM_NOT_ACTIVE: err(
    422,
    'Đối tác chưa có chương trình hợp tác đang áp dụng',
    'The partner has no programme in force for this coordination',
  ),
  TRANSACTION_NOT_FUNDABLE: err(
    422,
    'Giao dịch không ở trạng thái có thể cấp vốn hoặc bảo lãnh',
    'The transaction is not in a stage that can be funded or guaranteed',
  ),
  NOTICE_NOT_PAYABLE: err(
    422,
    'Chỉ thanh toán đề nghị cấp vốn đã được đối tác áp dụng hoặc bảo lãnh đã giải ngân',
    'Only a funding request the partner applied or a disbursed guarantee can be paid',
  ),
  NOTICE_END_BEFORE_START: err(
    422,
    'Ngày kết thúc không được trước ngày bắt đầu',
    'The end date cannot be before the start date',
  ),
  COMMISSION_OVERPAID: err(
    422,
    'Số tiền thanh toán vượt quá hoa hồng còn lại',
    'The payment is more than the commission left to pay',
  ),
};
