import { err } from '../define.ts';

/**
 * The business errors only the programme setting raises (errors.ts gathers them); spec §8's
 * 'promotion dates invalid' is the catalogue's PROMOTION_DATES_INVALID.
 */
export const errors = {
  // Spec §5 "no overlapping" for one target: a supplier is never offered two promotions at once.
  PROMOTION_OVERLAP: err(
    422,
    'Thời gian áp dụng trùng với một chương trình khuyến mại khác cho cùng đối tượng',
    'The applied term overlaps another promotion for the same target',
  ),
  PROMOTION_TARGET_UNKNOWN: err(
    422,
    'Bên mua chưa có chương trình đang hiệu lực hoặc bên bán chưa được duyệt hạn mức trên bên mua này',
    'The buyer has no programme in force, or the supplier has no approved credit on this buyer',
  ),
  // Lending packs (decision 0108): a pack lends a lending partner's money only.
  LENDING_PACK_PARTNER_NOT_LENDING: err(
    422,
    'Đối tác không phải là đối tác cho vay đang hoạt động',
    'The partner is not an active lending partner',
  ),
  LENDING_PACK_INCOMPLETE: err(
    422,
    'Gói cho vay cần ít nhất một đối tác và một hạng xếp loại trước khi áp dụng',
    'A lending pack needs at least one partner and one rating before it is activated',
  ),
  // Suppliers are quoted from an active pack's terms: its parts stay as they were when activated.
  LENDING_PACK_NOT_DRAFT: err(
    422,
    'Chỉ thêm hoặc bỏ đối tác và hạng xếp loại khi gói cho vay còn là bản nháp',
    'Partners and ratings are added or removed only while the lending pack is a draft',
  ),
  LENDING_PACK_PART_NOT_FOUND: err(
    404,
    'Gói cho vay không có đối tác hoặc hạng xếp loại này',
    'The lending pack has no such partner or rating',
  ),
};
