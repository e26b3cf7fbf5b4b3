import { err } from '../define.ts';

/** The business errors only the request-transaction module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  SUPPLIER_NOT_ELIGIBLE: err(
    422,
    'Nhà cung cấp chưa được kích hoạt thanh toán hoặc không đủ điều kiện',
    'The supplier is not payment-activated or not eligible',
  ),
  SUPPLIER_HAS_DRAFT: err(
    422,
    'Nhà cung cấp còn giao dịch nháp chưa hoàn tất',
    'The supplier has an unfinished draft transaction',
  ),
  AR_ALREADY_FIRST_PAID: err(
    422,
    'Khoản phải thu đã được thanh toán lần đầu',
    'The receivable is already first-paid',
  ),
  AR_INFO_CHANGED: err(409, 'Thông tin khoản phải thu đã thay đổi', 'The receivable information has changed'),
  DISCOUNT_AGREEMENT_INCOMPLETE: err(
    422,
    'Thỏa thuận chiết khấu thanh toán với bên mua chưa hoàn tất',
    'The payment discount agreement with the buyer is not complete',
  ),
};
