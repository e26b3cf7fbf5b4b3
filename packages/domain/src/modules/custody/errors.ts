import { err } from '../define.ts';

/** The business errors only document custody raises (errors.ts gathers them). */
export const errors = {
  CUSTODY_TRANSACTION_UNKNOWN: err(422, 'Không tìm thấy giao dịch này', 'There is no such transaction'),
  CUSTODY_STAFF_UNKNOWN: err(
    422,
    'Người được chọn không phải nhân viên đang hoạt động của đơn vị tài trợ',
    'The person chosen is not an active member of the funder staff',
  ),
};
