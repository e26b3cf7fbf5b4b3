import { err } from '../define.ts';

/** The errors of single sign-on's sign-in step (platform/oidc). */
export const errors = {
  // The provider's sign-in request lives 10 minutes and is spent once: the way on is to start again.
  SIGN_IN_REQUEST_EXPIRED: err(
    400,
    'Yêu cầu đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    'The sign-in request has expired, please sign in again',
  ),
};
