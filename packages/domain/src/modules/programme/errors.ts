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
};
