import { err } from '../define.ts';

/** The business errors only the category-business module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  SCORE_RANGE_OVERLAP: err(422, 'Khoảng điểm bị chồng lấn', 'Overlapping score range'),
  /** Spec §5: industry, parameter, score and rating names unique. */
  NAME_TAKEN: err(422, 'Tên này đã tồn tại', 'This name is already in use'),
};
