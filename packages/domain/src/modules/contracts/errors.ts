import { err } from '../define.ts';

/** The business errors only the contracts module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  FUNDER_UNAVAILABLE: err(422, 'Đơn vị cấp vốn không khả dụng', 'The funder is unavailable'),
  CONTRACT_TYPE_NOT_ALLOWED: err(
    422,
    'Loại hợp đồng này không áp dụng cho khách hàng này',
    'This contract type does not apply to this client',
  ),
  CONTRACT_IN_PROGRESS: err(
    409,
    'Khách hàng đã có hợp đồng loại này đang xử lý hoặc đã hoàn tất',
    'The client already has a contract of this type in progress or completed',
  ),
  CONTRACT_FILE_MISSING: err(
    409,
    'Hợp đồng chưa có tệp để tải xuống',
    'The contract has no file to download yet',
  ),
  CONTRACT_NOT_DELETABLE: err(
    409,
    'Chỉ xoá được hợp đồng chờ khởi tạo hoặc đã từ chối',
    'Only a contract waiting for creation or rejected can be deleted',
  ),
};
