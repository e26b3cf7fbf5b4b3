import { err } from '../define.ts';

/** The business errors only the legal-records module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  /** A legal record's file is shown inline (base64) up to a size; larger ones are downloaded. */
  FILE_TOO_LARGE_TO_VIEW: err(
    413,
    'Tệp quá lớn để xem trực tiếp ({max} trở xuống), vui lòng tải tệp về',
    'The file is too large to view here ({max} at most); please download it',
  ),
};
