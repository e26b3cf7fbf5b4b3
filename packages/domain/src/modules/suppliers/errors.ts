import { err } from '../define.ts';

/** The business errors only the suppliers module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  EKYC_NOT_INDIVIDUAL: err(422, 'Chỉ xác thực eKYC cho cá nhân', 'eKYC applies to individuals only'),
};
