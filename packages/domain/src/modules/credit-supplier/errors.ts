import { err } from '../define.ts';

/** The business errors only the credit-supplier module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  CREDIT_APPLICATION_OPEN: err(
    409,
    'Đã có hồ sơ tín dụng với bên mua này đang được xử lý',
    'An application with this buyer is already being processed',
  ),
  CREDIT_BLACKLISTED: err(
    422,
    'Nhà cung cấp đang trong danh sách đen, không thể đăng ký tín dụng',
    'The supplier is blacklisted and cannot apply for credit',
  ),
  FINANCIAL_YEAR_INVALID: err(
    422,
    'Năm tài chính không hợp lệ: chỉ nhận báo cáo của 4 năm gần nhất ({years})',
    'Invalid financial year: only the last 4 years are accepted ({years})',
  ),
  FINANCIAL_FILE_REQUIRED: err(
    422,
    'Vui lòng chọn một tệp báo cáo tài chính (pdf, png, jpg, jpeg, gif)',
    'Choose one financial statement file (pdf, png, jpg, jpeg, gif)',
  ),
  FINANCIALS_MISSING: err(
    422,
    'Thiếu thông tin tài chính của các năm: {years}',
    'Financial information is missing for: {years}',
  ),
  CREDIT_ASSIGNEE_INVALID: err(
    422,
    'Người được phân công phải là cán bộ thẩm định tín dụng đang hoạt động',
    'The assignee must be an active credit appraisal officer',
  ),
};
