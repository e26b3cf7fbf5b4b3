import { err } from '../define.ts';

/** The errors of single sign-on's sign-in step and keys (platform/oidc). */
export const errors = {
  // The provider's sign-in request lives 10 minutes and is spent once: the way on is to start again.
  SIGN_IN_REQUEST_EXPIRED: err(
    400,
    'Yêu cầu đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    'The sign-in request has expired, please sign in again',
  ),
  // With OIDC_ISSUER set the keys are the external provider's, rotated there.
  SSO_KEYS_EXTERNAL: err(
    409,
    'Khóa ký do nhà cung cấp đăng nhập bên ngoài quản lý, hãy xoay khóa tại đó',
    'The signing keys belong to the external sign-on provider: rotate them there',
  ),
};
