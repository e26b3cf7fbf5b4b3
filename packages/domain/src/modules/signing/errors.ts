import { err } from '../define.ts';

/** The business errors only the signing module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  SIGN_FAILED: err(422, 'Ký không thành công', 'Signing failed'),
};
