import { err } from '../define.ts';

/** The business errors only the appendices module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  APPENDIX_CODE_TAKEN: err(422, 'Mã phụ lục đã được sử dụng', 'This appendix code is already in use'),
  APPENDIX_NOT_COMPLETE: err(
    409,
    'Chỉ thiết lập hoa hồng cho phụ lục đã hoàn tất',
    'Commission can be set up only on a completed appendix',
  ),
  APPENDIX_NO_DOCUMENT: err(409, 'Phụ lục chưa được tạo văn bản', 'The appendix has no document yet'),
  APPENDIX_REFERRED_INVALID: err(
    422,
    'Khách hàng được giới thiệu phải là doanh nghiệp đúng loại phụ lục và khác đối tác giới thiệu',
    'Referred companies must match the appendix type and differ from the referring partner',
  ),
};
