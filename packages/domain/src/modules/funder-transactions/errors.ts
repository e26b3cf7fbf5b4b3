import { err } from '../define.ts';

/** The business errors only the funder-transactions module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  BUYER_NOT_CONFIRMED: err(
    422,
    'Bên mua chưa xác nhận giao dịch, chưa thể phê duyệt',
    'The buyer has not confirmed the transaction yet; it cannot be approved',
  ),
  MAKER_CHECKER: err(
    422,
    'Bạn đã kiểm tra giao dịch này ở cấp trước; một người không được kiểm tra hai lần',
    'You checked this transaction at an earlier level; one person cannot check twice',
  ),
  NOT_REVIEW_TURN: err(
    422,
    'Giao dịch không ở bước thẩm định của cấp bạn',
    'The transaction is not at your check level’s review step',
  ),
  SIGNED_COPY_REQUIRED: err(
    422,
    'Vui lòng tải lên bản hợp đồng mua bán nợ đã ký trước khi xác nhận',
    'Upload the signed debt-sale contract before confirming',
  ),
  NOT_INDIVIDUAL_SUPPLIER: err(
    422,
    'Nhà cung cấp không phải cá nhân (loại 6/7): dùng hợp đồng mua bán nợ thường',
    'The supplier is not an individual (type 6/7): use the company debt sale',
  ),
  INDIVIDUAL_SUPPLIER: err(
    422,
    'Nhà cung cấp là cá nhân (loại 6/7): dùng hợp đồng mua bán nợ cá nhân',
    'The supplier is an individual (type 6/7): use the individual debt sale',
  ),
  PARTNER_NOT_FOUND: err(404, 'Không tìm thấy đối tác', 'Partner not found'),
  DOCUMENT_LOCKED: err(
    422,
    'Không thể thay đổi hồ sơ của giao dịch đã kết thúc',
    'The files of a finished transaction cannot be changed',
  ),
};
