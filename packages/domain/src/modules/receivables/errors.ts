import { err } from '../define.ts';

/** The business errors only the receivables module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  AR_OVER_INVOICE: err(
    422,
    'Giá trị khoản phải thu không được lớn hơn giá trị hóa đơn',
    'The AR amount must not be greater than the invoice amount',
  ),
  AR_FIRST_PAYMENT_NOT_BELOW_AR: err(
    422,
    'Số tiền bên mua thanh toán lần đầu phải nhỏ hơn giá trị khoản phải thu',
    "The buyer's first payment must be less than the AR amount",
  ),
  AR_DUE_PAYMENT_OVER_AR: err(
    422,
    'Số tiền thanh toán khi đến hạn không được lớn hơn giá trị khoản phải thu',
    'The due payment must not be greater than the AR amount',
  ),
  AR_MATURITY_BEFORE_INVOICE: err(
    422,
    'Ngày đáo hạn không được trước ngày hóa đơn',
    'The maturity date must not be before the invoice date',
  ),
  AR_FIRST_PAYMENT_DATE_REQUIRED: err(
    422,
    'Hãy nhập ngày bên mua thanh toán lần đầu',
    "Enter the date of the buyer's first payment",
  ),
  AR_FIRST_PAYMENT_NOT_BEFORE_DUE_PAYMENT: err(
    422,
    'Ngày bên mua thanh toán lần đầu phải trước ngày thanh toán khi đến hạn',
    "The buyer's first payment date must be before the due-date payment date",
  ),
  AR_BUYER_NOT_TRADING: err(
    422,
    'Bên mua này chưa có quan hệ giao dịch với nhà cung cấp',
    'This buyer does not trade with the supplier',
  ),
  AR_INVOICE_TAKEN: err(
    422,
    'Số hóa đơn này đã được ghi nhận cho bên mua này',
    'This invoice number is already recorded for this buyer',
  ),
  DEBT_CONFIRMATION_AR_INVALID: err(
    422,
    'Thư xác nhận nợ chỉ gồm các khoản phải thu đang mở của nhà cung cấp trên bên mua đã chọn',
    "A debt-confirmation letter holds only the supplier's open receivables on the chosen buyer",
  ),
};
