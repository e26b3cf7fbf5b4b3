import { err } from '../define.ts';

/** The business errors only password recovery raises (spec §8 "token invalid"). */
export const errors = {
  // One answer for a link never issued, used, expired or outdated by a new password: a guessed
  // token learns nothing, and the owner's way on is the same (ask a new link).
  RESET_LINK_INVALID: err(
    404,
    'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn',
    'The password reset link is not valid or has expired',
  ),
};
