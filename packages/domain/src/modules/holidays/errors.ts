import { err } from '../define.ts';

/** The business errors only the holidays module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  HOLIDAY_TAKEN: err(
    422,
    'Ngày này đã có trong lịch nghỉ lễ',
    'This date is already in the holiday calendar',
  ),
};
