import { err } from '../define.ts';

/** The business errors only the lending module raises (errors.ts gathers them). */
export const errors = {
  LENDING_NOT_LENDING_PARTNER: err(
    422,
    'Chỉ đối tác cho vay mới thêm được khoản vay',
    'Only a lending partner can add a loan',
  ),
  LENDING_MATURITY_MISMATCH: err(
    422,
    'Ngày đáo hạn phải bằng ngày giải ngân cộng kỳ hạn',
    'The maturity date must be the disbursement date plus the term',
  ),
  LENDING_EXTENSION_TERMS: err(
    422,
    'Đề nghị gia hạn cần ngày đáo hạn mới sau ngày đáo hạn hiện tại, lãi suất và hình thức trả',
    'An extension needs a new maturity after the current one, a rate and a payment type',
  ),
  LENDING_SLIP_FILE: err(422, 'Cần tải lên đúng một chứng từ chuyển tiền', 'Upload exactly one payment slip'),
};
