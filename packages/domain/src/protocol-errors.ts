import { type Locale, pick, text } from './text.ts';

/**
 * The protocol-level part of the error catalogue (errors.ts spreads it into ERRORS): the texts the
 * portal shows itself when an answer carries none (a proxy's page, an empty body). Kept apart so
 * the portal's first load does not carry the whole catalogue (docs/architecture.md,
 * "First-load budget").
 */
export const PROTOCOL_ERRORS = {
  UNAUTHORIZED: {
    status: 401,
    text: text('Tên đăng nhập hoặc mật khẩu không đúng!', 'Username or password is not correct!'),
  },
  FORBIDDEN: { status: 403, text: text('Thao tác không được phép', 'Action not allowed') },
  INTERNAL: { status: 500, text: text('Đã có lỗi xảy ra', 'Something wrong') },
  VALIDATION: { status: 422, text: text('Dữ liệu không hợp lệ', 'The entered value is not valid') },
  BAD_REQUEST: { status: 400, text: text('Yêu cầu không hợp lệ', 'The request is not valid') },
  NOT_FOUND: { status: 404, text: text('Không tìm thấy dữ liệu', 'This page could not be found') },
  /** No API route at this address (a typo or an old client), unlike NOT_FOUND: no such record. */
  ROUTE_NOT_FOUND: {
    status: 404,
    text: text('Địa chỉ API không tồn tại', 'There is no API at this address'),
  },
  PAYLOAD_TOO_LARGE: { status: 413, text: text('Dữ liệu gửi lên quá lớn', 'The request is too large') },
  /** The request (its headers or its body) arrived too slowly (README, "Timeouts"). */
  REQUEST_TIMEOUT: {
    status: 408,
    text: text('Yêu cầu đến quá chậm, vui lòng thử lại', 'The request arrived too slowly, please try again'),
  },
  URI_TOO_LONG: { status: 414, text: text('Địa chỉ yêu cầu quá dài', 'The request address is too long') },
  /** Headers over Node's 16 KiB, a very long URL included. */
  HEADERS_TOO_LARGE: {
    status: 431,
    text: text(
      'Địa chỉ hoặc phần đầu (header) của yêu cầu quá lớn',
      'The request address or headers are too large',
    ),
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    text: text('Định dạng dữ liệu không được hỗ trợ', 'Unsupported content type'),
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    text: text('Quá nhiều yêu cầu, vui lòng thử lại sau', 'Too many requests, please try again later'),
  },
  CONFLICT: {
    status: 409,
    text: text('Dữ liệu đã bị thay đổi, vui lòng tải lại', 'The data has changed, please reload'),
  },
} as const;

export type ProtocolErrorCode = keyof typeof PROTOCOL_ERRORS;

/** A protocol error's text in the user's language. */
export function protocolErrorText(code: ProtocolErrorCode, locale: Locale): string {
  return pick(PROTOCOL_ERRORS[code].text, locale);
}
