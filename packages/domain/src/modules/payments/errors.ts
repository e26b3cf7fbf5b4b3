import { err } from '../define.ts';

/** The business errors only the payments module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  PAYMENT_OVERPAID: err(
    422,
    'Số tiền thanh toán vượt quá số còn phải trả',
    'The payment is more than what is owed',
  ),
};
