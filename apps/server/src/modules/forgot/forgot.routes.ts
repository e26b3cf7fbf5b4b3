import { okResponse } from '@arflow/domain/api/auth';
import {
  forgotCheckResponse,
  forgotLinkRequest,
  RESET_LINK_TTL_MINUTES,
  resetPasswordRequest,
  resetTokenParam,
} from '@arflow/domain/api/forgot';
import { API_ACCESS } from '@arflow/domain/permissions';
import { text } from '@arflow/domain/text';
import { requestContext } from '../../platform/http/context.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { RateLimiter } from '../../platform/rate-limit/limiter.ts';
import { publicForm } from '../auth/public-route.ts';
import { checkForgot } from './check-forgot.ts';
import { requestResetLink } from './request-link.ts';
import { resetPassword } from './reset-password.ts';

const tags = ['auth'];
/** The one answer to a link request, whether the address has an account or not. */
const LINK_SENT = text(
  `Nếu có tài khoản đang hoạt động dùng địa chỉ này, liên kết đặt lại mật khẩu (hiệu lực ${RESET_LINK_TTL_MINUTES} phút) đã được gửi tới.`,
  `If an active account uses this address, a password reset link (valid for ${RESET_LINK_TTL_MINUTES} minutes) has been sent to it.`,
);
const PASSWORD_SET = text(
  'Đã đặt mật khẩu mới. Vui lòng đăng nhập lại.',
  'Your new password is set. Please sign in again.',
);

/** Password recovery by e-mail (spec §7 check-forgot, forgot/get-link, forgot/reset-pass). */
export function forgotRoutes(app: ZodApp, { db, clock, userStates, config }: ModuleDeps): void {
  // Public: one address may not flood mailboxes, walk guessed tokens or hash passwords at will;
  // counted before the body is parsed. The per-account limit (an e-mail address) is in the use-case.
  const perAddress = new RateLimiter(db, {
    name: 'auth.forgot',
    max: config.forgotRateMax,
    windowSeconds: 15 * 60,
  });
  const perAccount = new RateLimiter(db, {
    name: 'auth.forgot-account',
    max: config.forgotAccountRateMax,
    windowSeconds: 60 * 60,
  });
  const access = API_ACCESS['auth.forgot'];

  app.post(
    '/auth/forgot/get-link',
    publicForm({
      access,
      limit: (ip) => perAddress.take(ip),
      schema: { tags, body: forgotLinkRequest, response: { 200: okResponse } },
    }),
    async (req) => {
      await requestResetLink({
        db,
        ctx: requestContext(req, clock),
        accountLimit: perAccount,
        form: req.body,
        publicUrl: config.publicUrl,
      });
      return { status: 200, messages: [LINK_SENT[requestLocale(req)]] };
    },
  );

  app.get(
    '/auth/check-forgot/:token',
    {
      config: { access },
      onRequest: async (req) => perAddress.take(req.ip),
      schema: { tags, params: resetTokenParam, response: { 200: forgotCheckResponse } },
    },
    async (req) => ({
      data: await checkForgot({ db, ctx: requestContext(req, clock), token: req.params.token }),
    }),
  );

  app.post(
    '/auth/forgot/reset-pass',
    publicForm({
      access,
      limit: (ip) => perAddress.take(ip),
      schema: { tags, body: resetPasswordRequest, response: { 200: okResponse } },
    }),
    async (req) => {
      await resetPassword({ db, ctx: requestContext(req, clock), userStates, form: req.body });
      return { status: 200, messages: [PASSWORD_SET[requestLocale(req)]] };
    },
  );
}
